import { memo, useMemo, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha, darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import { useStableCallback } from '@/components/use-stable-callback';
import { HIDEABLE_COLUMN_PLACES, useCellStyles } from './cell-styles';
import { columnSx, type DataTableColumn, type DataTableSort } from './data-table-column';
import { DataTableHeading } from './data-table-heading';
import { useStatePreservingMoves } from './state-preserving-moves';
import { useWindowRows } from './use-window-rows';

export interface DataTableGridProps<T> {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort: DataTableSort | undefined;
  rowHref: ((row: T) => string) | undefined;
  verticalAlign: 'top' | undefined;
  /** A bold footer row of totals, kept in view at the bottom. */
  totalRow?: T | undefined;
  /** The box the table scrolls sideways in takes keyboard focus (a region named by `label`). */
  scrollable?: boolean | undefined;
  /** Columns (by id) whose heading and cells are hidden (see `DataTable`'s `hiddenColumns`). */
  hiddenColumns?: readonly string[] | undefined;
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
  /** Each column's cell style (`cellStyles`), by column id. */
  cellStyles: ReadonlyMap<string, CSSProperties>;
  /** The table renders only some rows: each says which one it is. */
  virtual: boolean;
  measure: ((element: Element | null) => void) | undefined;
  /** Set when a click on the row opens the record (stable, so the row stays memoized). */
  onRowClick: ((event: MouseEvent<HTMLTableRowElement>) => void) | undefined;
}

/**
 * One row, of plain `tr` and `td` elements that the table styles as MUI's small body cells and hover
 * rows look (`bodySx`): a page of 25 rows renders 150 fewer styled components. Memoized: while a list
 * shows its rows during a new search (or the page around it changes for another reason) an unchanged
 * row is not rendered again.
 */
const DataTableRow = memo(function DataTableRow<T>({ row, index, columns, cellStyles, virtual, measure, onRowClick }: DataTableRowProps<T>) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={virtual ? index + 2 : undefined} className={onRowClick ? `${ROW} ${LINKED_ROW}` : ROW} onClick={onRowClick}>
      {columns.map((column) => (
        <td key={column.id} style={cellStyles.get(column.id)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: DataTableRowProps<T>) => ReactNode;

/** A body row's class (cell-styles.ts hides columns through it). */
const ROW = 'data-table-row';
const LINKED_ROW = 'data-table-row-link';

/** The body's rows and cells, as MUI's `TableRow hover` and small body `TableCell` style them. */
const bodySx: SxProps<Theme> = (theme) => ({
  [`& > tbody > tr.${ROW}`]: { color: 'inherit', verticalAlign: 'middle', outline: 0 },
  [`& > tbody > tr.${ROW}:hover`]: { backgroundColor: theme.palette.action.hover },
  [`& > tbody > tr.${LINKED_ROW}`]: { cursor: 'pointer' },
  [`& > tbody > tr.${ROW} > td`]: {
    ...(theme.typography.body2 as CSSProperties),
    display: 'table-cell',
    verticalAlign: 'inherit',
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)}`,
  },
});

/** The totals row: bold body cells over a top rule, kept at the bottom of the view while rows scroll under it. */
const footerSx: SxProps<Theme> = (theme) => ({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  backgroundColor: theme.palette.background.paper,
  '& > tr > td': {
    ...(theme.typography.body2 as CSSProperties),
    fontWeight: 600,
    padding: '8px 16px',
    color: theme.palette.text.primary,
    borderTop: `2px solid ${theme.palette.divider}`,
  },
});

const NO_HIDDEN: readonly string[] = [];

/**
 * The table's classes that hide the hidden columns by their place in the row (`fl-hide-col-<n>`, in
 * the cell parts' sheet): the rows themselves stay as they are, and no new CSS is written.
 */
function hiddenColumnClasses<T>(columns: readonly DataTableColumn<T>[], hidden: readonly string[]): string | undefined {
  if (hidden.length === 0) return undefined;
  const places = columns.flatMap((column, index) => (hidden.includes(column.id) ? [index + 1] : []));
  if (places.some((place) => place > HIDEABLE_COLUMN_PLACES)) throw new Error(`DataTable hides columns only among its first ${HIDEABLE_COLUMN_PLACES}`);
  return places.map((place) => `fl-hide-col-${place}`).join(' ') || undefined;
}

/** A column's cell style: alignment and `columnSx`'s wrapping and widths, as inline style. */
function cellStyle<T>(column: DataTableColumn<T>, verticalAlign: 'top' | undefined): CSSProperties {
  return { ...(column.align === 'right' ? { textAlign: 'right' } : {}), ...(columnSx(column, verticalAlign) as CSSProperties) };
}

/**
 * The desktop table. Past 100 rows only the rows near the view are in the document; the table then
 * says how many rows it has (`aria-rowcount`) and which one each rendered row is (`aria-rowindex`).
 */
export function DataTableGrid<T>({ label, columns, rows, rowKey, sort, rowHref, verticalAlign, totalRow, scrollable, hiddenColumns = NO_HIDDEN }: DataTableGridProps<T>) {
  const navigate = useNavigate();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const windowRows = useWindowRows(bodyRef, rows.length, 53);
  useStatePreservingMoves(bodyRef);
  const { virtual } = windowRows;
  const cellStyles = useMemo(() => new Map(columns.map((column) => [column.id, cellStyle(column, verticalAlign)])), [columns, verticalAlign]);
  useCellStyles();
  const hiddenClasses = hiddenColumnClasses(columns, hiddenColumns);
  const openRow = useStableCallback((event: MouseEvent<HTMLTableRowElement>) => {
    const row = rows[Number(event.currentTarget.dataset.index)];
    if (rowHref && row !== undefined && isRowClick(event)) void navigate(rowHref(row));
  });
  return (
    <TableContainer component={Paper} variant="outlined" {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      <Table aria-label={label} size="small" aria-rowcount={virtual ? rows.length + 1 + (totalRow === undefined ? 0 : 1) : undefined} className={hiddenClasses} sx={bodySx}>
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
                cellStyles={cellStyles}
                virtual={virtual}
                measure={windowRows.measure}
                onRowClick={rowHref ? openRow : undefined}
              />
            );
          })}
          {windowRows.after > 0 ? <SpacerRow height={windowRows.after} colSpan={columns.length} /> : null}
        </TableBody>
        {totalRow === undefined ? null : (
          <TableFooter sx={footerSx}>
            <tr aria-rowindex={virtual ? rows.length + 2 : undefined}>
              {columns.map((column) => (
                <td key={column.id} style={cellStyles.get(column.id)}>
                  {column.cell(totalRow)}
                </td>
              ))}
            </tr>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
