import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface SummaryTableColumn<T> {
  /** Unique within the table. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** Keep the cells on one line (dates, times). */
  nowrap?: boolean;
  /** Break long words anywhere (notes, messages). */
  breakWords?: boolean;
}

export interface SummaryTableProps<T> {
  /** The table's accessible name, e.g. "Payments". */
  label: string;
  columns: readonly SummaryTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A last row in bold: `label` spans the columns before `column`, `value` stands in it. */
  total?: { label: string; value: ReactNode; column: string } | null;
}

/**
 * A short table inside a record (a job's documents, payments, timesheet; the log): every row at
 * once, no sorting or paging (lists of records use `DataTable`), an optional total row.
 */
export function SummaryTable<T>({ label, columns, rows, rowKey, total }: SummaryTableProps<T>) {
  const totalAt = total ? columns.findIndex((column) => column.id === total.column) : -1;
  const cellSx = (column: SummaryTableColumn<T>): SxProps<Theme> | undefined =>
    column.nowrap ? { whiteSpace: 'nowrap' } : column.breakWords ? { overflowWrap: 'anywhere' } : undefined;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align} sx={cellSx(column)}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {total && totalAt > 0 ? (
          <TableRow>
            <TableCell colSpan={totalAt} sx={{ fontWeight: 600 }}>
              {total.label}
            </TableCell>
            <TableCell align={columns[totalAt]!.align} sx={{ fontWeight: 600 }}>
              {total.value}
            </TableCell>
            {totalAt < columns.length - 1 ? <TableCell colSpan={columns.length - 1 - totalAt} /> : null}
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
