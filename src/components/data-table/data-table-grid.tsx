import { memo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useStableCallback } from '@/components/use-stable-callback';
import { columnSx, type DataTableColumn, type DataTableSort } from './data-table-column';
import { DataTableHeading } from './data-table-heading';
import { useWindowRows } from './use-window-rows';

export interface DataTableGridProps<T> {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort: DataTableSort | undefined;
  rowHref: ((row: T) => string) | undefined;
  verticalAlign: 'top' | undefined;
}

/** Clicks on the row's own links and buttons, or in a menu or dialog opened from it, are theirs. */
function isRowClick(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as Element;
  return event.currentTarget.contains(target) && !target.closest('a, button, input, select, textarea, [role="button"]');
}

/** A row standing for the rows that are not rendered (a long page). */
function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

interface DataTableRowProps<T> {
  row: T;
  index: number;
  columns: readonly DataTableColumn<T>[];
  /** The table renders only some rows: each says which one it is. */
  virtual: boolean;
  measure: ((element: Element | null) => void) | undefined;
  verticalAlign: 'top' | undefined;
  /** Set when a click on the row opens the record (stable, so the row stays memoized). */
  onRowClick: ((event: MouseEvent<HTMLTableRowElement>) => void) | undefined;
}

/**
 * One row. Memoized: while a list shows its rows during a new search (or the page around it changes
 * for another reason) an unchanged row is not rendered again.
 */
const DataTableRow = memo(function DataTableRow<T>({ row, index, columns, virtual, measure, verticalAlign, onRowClick }: DataTableRowProps<T>) {
  return (
    <TableRow ref={measure} data-index={index} aria-rowindex={virtual ? index + 2 : undefined} hover sx={onRowClick ? clickableRowSx : undefined} onClick={onRowClick}>
      {columns.map((column) => (
        <TableCell key={column.id} align={column.align ?? 'left'} sx={columnSx(column, verticalAlign)}>
          {column.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  );
}) as <T>(props: DataTableRowProps<T>) => ReactNode;

const clickableRowSx = { cursor: 'pointer' } as const;

/**
 * The desktop table. Past 100 rows only the rows near the view are in the document; the table then
 * says how many rows it has (`aria-rowcount`) and which one each rendered row is (`aria-rowindex`).
 */
export function DataTableGrid<T>({ label, columns, rows, rowKey, sort, rowHref, verticalAlign }: DataTableGridProps<T>) {
  const navigate = useNavigate();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const windowRows = useWindowRows(bodyRef, rows.length, 53);
  const { virtual } = windowRows;
  const openRow = useStableCallback((event: MouseEvent<HTMLTableRowElement>) => {
    const row = rows[Number(event.currentTarget.dataset.index)];
    if (rowHref && row !== undefined && isRowClick(event)) void navigate(rowHref(row));
  });
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} size="small" aria-rowcount={virtual ? rows.length + 1 : undefined}>
        <TableHead>
          <TableRow aria-rowindex={virtual ? 1 : undefined}>
            {columns.map((column) => (
              <DataTableHeading key={column.id} column={column} sort={sort} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody ref={bodyRef}>
          {windowRows.before > 0 ? <SpacerRow height={windowRows.before} colSpan={columns.length} /> : null}
          {windowRows.indexes.map((index) => {
            const row = rows[index] as T;
            return (
              <DataTableRow
                key={rowKey(row)}
                row={row}
                index={index}
                columns={columns}
                virtual={virtual}
                measure={windowRows.measure}
                verticalAlign={verticalAlign}
                onRowClick={rowHref ? openRow : undefined}
              />
            );
          })}
          {windowRows.after > 0 ? <SpacerRow height={windowRows.after} colSpan={columns.length} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
