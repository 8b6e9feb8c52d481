import type { ReactNode } from 'react';
import type { ListSort, SortDirection } from '@/lib/list-query';

/** One column of a `DataTable`. */
export interface DataTableColumn<T> {
  /** Unique within the table. */
  id: string;
  /** The heading; on phone cards the label of the value, in the phone sort select the field's name. */
  header: string;
  /** The heading is read by screen readers but not shown (an actions column). */
  hideHeader?: boolean;
  /** Shown in the heading cell instead of `header` (a select-all checkbox); `header` still names the column on cards. */
  headerCell?: ReactNode;
  cell: (row: T) => ReactNode;
  /** The server's sort field: the heading becomes a sort button. */
  sortField?: string;
  /** The first click's direction on this heading: A to Z unless said (dates start newest first). */
  firstDirection?: SortDirection;
  /** Keep the heading and the cells on one line. */
  nowrap?: boolean;
  /** Break long words anywhere (email addresses, long titles). */
  breakWords?: boolean;
  width?: number | string;
  minWidth?: number;
  align?: 'left' | 'right';
}

/** The table's sort, driven by the address: a heading click asks for the next sort. */
export interface DataTableSort extends ListSort {
  onChange: (sort: ListSort) => void;
}

/** The styles of a column's heading and cells. */
export function columnSx<T>(column: DataTableColumn<T>, verticalAlign?: 'top'): Record<string, string | number> {
  return {
    ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
    ...(column.breakWords ? { overflowWrap: 'anywhere' } : {}),
    ...(column.width !== undefined ? { width: column.width } : {}),
    ...(column.minWidth !== undefined ? { minWidth: column.minWidth } : {}),
    ...(verticalAlign ? { verticalAlign } : {}),
  };
}

/** The columns a phone may sort by (it has no headings to click). */
export function sortableColumns<T>(columns: readonly DataTableColumn<T>[]): { field: string; label: string; firstDirection: SortDirection }[] {
  return columns.flatMap((column) => (column.sortField ? [{ field: column.sortField, label: column.header, firstDirection: column.firstDirection ?? 'ASC' }] : []));
}
