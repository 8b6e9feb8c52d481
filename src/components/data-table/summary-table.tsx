import { Fragment, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/components/visually-hidden';
import { RowCheckbox, SelectAllCheckbox, type RowSelection } from './row-selection';
import { DragHandle, SortableRows, type ReorderWords } from './sortable-rows';

export interface SummaryTableColumn<T> {
  /** Unique within the table. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right' | 'center';
  /** Keep the cells on one line (dates, times). */
  nowrap?: boolean;
  /** Break long words anywhere (notes, messages). */
  breakWords?: boolean;
  /** The column's width ('1%': as narrow as its content). */
  width?: number | string;
  /** The cells' least width, or one per breakpoint (`{ xs: 128, sm: 148 }`). */
  minWidth?: number | Partial<Record<Breakpoint, number>>;
  /** Not shown on phones (below `sm`): the row says it elsewhere (the bundle's price under the name). */
  hideOnPhones?: boolean;
}

/** Rows the user moves by drag or keyboard: a handle at the start of each row. */
export interface SummaryTableSorting<T> {
  /** The row's name in the handle's name and the announcements. */
  rowName: (row: T) => string;
  words: ReorderWords;
  /** Moves the row at `from` to `to`. */
  onMove: (from: number, to: number) => void;
}

export interface SummaryTableProps<T> {
  /** The table's accessible name, e.g. "Payments". */
  label: string;
  columns: readonly SummaryTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A last row in bold: `label` spans the columns before `column`, `value` stands in it. */
  total?: { label: string; value: ReactNode; column: string } | null;
  /** Rows the user can tick (keys by `rowKey`): a box per row, Select all in the heading unless `selectAll: false`. */
  selection?: RowSelection<T>;
  /** Rows the user can reorder (ids by `rowKey`): a first column of drag handles. */
  sortable?: SummaryTableSorting<T>;
  /** The columns' cells keep 4 px at their sides on phones (a table of steppers in a full-screen dialog). */
  narrowOnPhones?: boolean;
  /** A row's details under it, across the whole table, when this gives any (a row expanded to edit). */
  details?: (row: T) => ReactNode;
}

const hiddenOnPhones = { xs: 'none', sm: 'table-cell' } as const;
const narrowSx: SxProps<Theme> = { [`& .${tableCellClasses.root}:not(.${tableCellClasses.paddingCheckbox})`]: { px: { xs: 0.5, sm: 2 } } };

/** A heading's style (its width; hidden on phones) or, with `body`, a cell's (wrapping and widths too). */
function cellSx<T>(column: SummaryTableColumn<T>, body: boolean): SxProps<Theme> | undefined {
  const sx = {
    ...(body && column.nowrap ? { whiteSpace: 'nowrap' } : body && column.breakWords ? { overflowWrap: 'anywhere' } : {}),
    ...(column.width !== undefined ? { width: column.width } : {}),
    ...(body && column.minWidth !== undefined ? { minWidth: column.minWidth } : {}),
    ...(column.hideOnPhones ? { display: hiddenOnPhones } : {}),
  };
  return Object.keys(sx).length > 0 ? sx : undefined;
}

/** A heading read by screen readers only (the handle and tick box columns). */
function HiddenHeading({ children }: { children: string }) {
  return (
    <TableCell padding="checkbox">
      <Box component="span" sx={visuallyHidden}>
        {children}
      </Box>
    </TableCell>
  );
}

/**
 * A short table inside a record (a job's documents, payments, timesheet; the log; the bundle
 * editor's items): every row at once, no sorting or paging (lists of records use `DataTable`), an
 * optional total row, optional tick boxes and drag handles.
 */
export function SummaryTable<T>({ label, columns, rows, rowKey, total, selection, sortable, narrowOnPhones, details }: SummaryTableProps<T>) {
  const totalAt = total ? columns.findIndex((column) => column.id === total.column) : -1;
  const leading = (sortable ? 1 : 0) + (selection ? 1 : 0);
  const rowName = sortable?.rowName;
  const sortableRows = useMemo(() => (rowName ? rows.map((row) => ({ id: rowKey(row), name: rowName(row) })) : []), [rows, rowKey, rowName]);
  const table = (
    <Table size="small" aria-label={label} sx={narrowOnPhones ? narrowSx : undefined}>
      <TableHead>
        <TableRow>
          {sortable ? <HiddenHeading>Reorder</HiddenHeading> : null}
          {selection && selection.selectAll !== false ? (
            <TableCell padding="checkbox">
              <SelectAllCheckbox rows={rows} rowKey={rowKey} selection={selection} />
            </TableCell>
          ) : selection ? (
            <HiddenHeading>Select</HiddenHeading>
          ) : null}
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align} sx={cellSx(column, false)}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const key = rowKey(row);
          const detail = details?.(row);
          return (
            <Fragment key={key}>
              <TableRow selected={selection?.selected.has(key)}>
                {sortable ? (
                  <TableCell padding="checkbox">
                    <DragHandle id={key} label={sortable.words.handle(sortable.rowName(row))} />
                  </TableCell>
                ) : null}
                {selection ? (
                  <TableCell padding="checkbox">
                    <RowCheckbox row={row} rowKey={rowKey} selection={selection} />
                  </TableCell>
                ) : null}
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={cellSx(column, true)}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
              {detail ? (
                <TableRow>
                  <TableCell colSpan={leading + columns.length}>{detail}</TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
        {total && totalAt > 0 ? (
          <TableRow>
            <TableCell colSpan={leading + totalAt} sx={{ fontWeight: 600 }}>
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
  return sortable ? (
    <SortableRows rows={sortableRows} words={sortable.words} onMove={sortable.onMove}>
      {table}
    </SortableRows>
  ) : (
    table
  );
}
