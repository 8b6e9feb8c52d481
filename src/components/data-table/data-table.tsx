import { useMemo, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { EmptyState } from '@/components/empty-state';
import { listBodyState } from '@/lib/record-list';
import { useCompactWidth } from '@/lib/use-compact-width';
import type { DataTableColumn, DataTableSort } from './data-table-column';
import { DataTableCards } from './data-table-cards';
import { DataTableGrid } from './data-table-grid';
import { ListPagination, type ListPaginationProps } from './list-pagination';
import { RowCheckbox, selectionColumn, withInlineSelection, type RowSelection } from './row-selection';

export type { DataTableColumn, DataTableSort } from './data-table-column';
export type { RowSelection } from './row-selection';

export interface DataTableEmptyTexts {
  /** Said when there are no records at all ("No customers have been added yet."). */
  nothingYet: string;
  /** Said when records exist but none match the filter ("No customers match the filter."). */
  nothingMatches?: string;
  /** Under the "nothing yet" text: where such records are made. */
  hint?: string;
}

export interface DataTableProps<T> {
  /** The table's (and the phone card list's) accessible name, e.g. "Customers". */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** `undefined` while the first answer loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** Records there are before any filter: 0 says "nothing yet" rather than "nothing matches". */
  totalCount?: number;
  empty: DataTableEmptyTexts;
  /** Default: "Loading <label>". */
  loadingLabel?: string;
  /** A newer answer is on its way while the current rows stay on screen. */
  updating?: boolean;
  /** Default: "Updating <label>". */
  updatingLabel?: string;
  /** Sortable headings (driven by the address in a `ListPage`). */
  sort?: DataTableSort;
  /** Clicking a row (outside its links and buttons) opens this page. */
  rowHref?: (row: T) => string;
  /** The last column: a row's buttons or menu. */
  rowActions?: (row: T) => ReactNode;
  /** The actions column's heading, read by screen readers only. */
  actionsLabel?: string;
  /** Phones: the card's content (default: the first column as the title, the others as labelled lines). */
  card?: (row: T) => ReactNode;
  /** Phones: the whole card is a link there (default: `rowHref`). */
  cardHref?: (row: T) => string;
  /** Phones: buttons at the foot of each card. */
  cardActions?: (row: T) => ReactNode;
  /** Server paging under the rows (shown while there are matching records). */
  paging?: ListPaginationProps;
  /** Align the cells' content to the top (rows of several lines). */
  verticalAlign?: 'top';
  /** Rows the user can tick: a first column with a box per row and Select all (on cards, a box at the foot). */
  selection?: RowSelection<T>;
  /**
   * `grid`: the rows as cards (`card`) in a grid of 2 columns on small screens and 4 on large ones,
   * at every width (a list/grid switch); default `table` (cards only on phones).
   */
  layout?: 'table' | 'grid';
  /**
   * A totals row under the rows (a report's column totals), in bold: on desktop a table footer that
   * stays in view at the bottom while the rows scroll, on phones a last card. Its cells come from the
   * same columns, so the row must say what it is in its first column ("Total").
   */
  totalRow?: T;
  /**
   * A wide table (a report) that may scroll sideways in its box: the box takes keyboard focus (a
   * region named by `label`) so it scrolls with the arrow keys.
   */
  scrollable?: boolean;
  /**
   * Columns (by id) that are out of the table for now: a column that comes and goes with the page's
   * state (a select column while a form has changes). The table hides their cells instead of dropping
   * the columns, so its rows are not rendered again when they come or go. Their cells should render
   * nothing while hidden (cards show what `card` and `cardActions` render).
   */
  hiddenColumns?: readonly string[];
}

/**
 * A list of records: a table with sortable headings on desktop, cards below the compact breakpoint;
 * a loading bar, an updating bar, the empty texts, server paging. Pages of more than 100 rows render
 * only the rows near the view.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowActions, actionsLabel = 'Actions', paging, selection, rowKey } = props;
  const compact = useCompactWidth();
  const state = listBodyState(rows, props.totalCount);
  // The same columns from render to render, so unchanged rows are not rendered again.
  const all: readonly DataTableColumn<T>[] = useMemo(
    () => (rowActions ? [...columns, { id: 'row-actions', header: actionsLabel, hideHeader: true, cell: rowActions, align: 'right' as const, nowrap: true }] : columns),
    [columns, rowActions, actionsLabel],
  );
  // Only a selection's Select all depends on the rows: without one, new rows (a moved row) keep the columns.
  const hasRows = rows !== undefined;
  const selectionRows = selection && !selection.inline ? rows : undefined;
  const withActions: readonly DataTableColumn<T>[] = useMemo(() => {
    if (!selection || !hasRows) return all;
    return selection.inline ? withInlineSelection(all, selection, rowKey) : [selectionColumn(selection, selectionRows ?? [], rowKey), ...all];
  }, [all, selection, selectionRows, hasRows, rowKey]);
  const cardActions = useMemo(() => {
    // Inline ticks on cards built from the columns come with the first column already.
    if (!selection || (selection.inline && !props.card)) return props.cardActions;
    const actions = props.cardActions;
    return (row: T) => (
      <>
        <RowCheckbox row={row} rowKey={rowKey} selection={selection} />
        {actions?.(row)}
      </>
    );
  }, [selection, props.cardActions, props.card, rowKey]);
  const name = label.toLowerCase();

  let body: ReactNode;
  if (state === 'loading' || !rows) {
    body = <LinearProgress aria-label={props.loadingLabel ?? `Loading ${name}`} />;
  } else if (state !== 'rows') {
    const nothingMatches = state === 'nothing-matches' && props.empty.nothingMatches;
    body = <EmptyState hint={nothingMatches ? undefined : props.empty.hint}>{nothingMatches || props.empty.nothingYet}</EmptyState>;
  } else if (compact || props.layout === 'grid') {
    body = (
      <DataTableCards
        label={label}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        card={props.card}
        cardHref={props.cardHref ?? props.rowHref}
        cardActions={cardActions}
        grid={props.layout === 'grid'}
        totalRow={props.totalRow}
      />
    );
  } else {
    body = <DataTableGrid label={label} columns={withActions} rows={rows} rowKey={rowKey} sort={props.sort} rowHref={props.rowHref} verticalAlign={props.verticalAlign} totalRow={props.totalRow} scrollable={props.scrollable} hiddenColumns={props.hiddenColumns} />;
  }

  return (
    <>
      {props.updating && rows ? <LinearProgress aria-label={props.updatingLabel ?? `Updating ${name}`} sx={{ mb: -0.5 }} /> : null}
      {body}
      {paging && paging.count > 0 ? <ListPagination {...paging} /> : null}
    </>
  );
}
