import { CellCheckbox } from './cell-parts';
import type { DataTableColumn } from './data-table-column';

/** Rows a user can tick (the pricebook's items for its Batch Operations). */
export interface RowSelection<T> {
  /** The ticked rows' keys. */
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** The row's checkbox name: "Select <name>". */
  rowLabel: (row: T) => string;
  /** `false`: no Select all, the heading only names the column (the bundle editor's items). */
  selectAll?: boolean;
  /** The heading box's name (default "Select all"; Images and Files: "Select all files on this page"). */
  selectAllLabel?: string;
  /**
   * The tick box sits in each row's first cell instead of a column of its own, so the headings stay
   * the list's own; the list shows Select all elsewhere (bulk changes).
   */
  inline?: boolean;
}

/** The keys with the page's rows all ticked, or all unticked when they all were (other pages' ticks stay). */
export function toggledPage(selected: ReadonlySet<string>, pageKeys: readonly string[]): Set<string> {
  const next = new Set(selected);
  const allTicked = pageKeys.length > 0 && pageKeys.every((key) => selected.has(key));
  for (const key of pageKeys) {
    if (allTicked) next.delete(key);
    else next.add(key);
  }
  return next;
}

/** The keys with one row's tick flipped. */
export function toggledRow(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** A row's tick box. */
export function RowCheckbox<T>({ row, rowKey, selection }: { row: T; rowKey: (row: T) => string; selection: RowSelection<T> }) {
  const key = rowKey(row);
  return <CellCheckbox checked={selection.selected.has(key)} onChange={() => selection.onChange(toggledRow(selection.selected, key))} label={selection.rowLabel(row)} />;
}

/** The heading's tick box: ticks the rows shown, or unticks them when they all were; part-ticked while some are. */
export function SelectAllCheckbox<T>({ rows, rowKey, selection }: { rows: readonly T[]; rowKey: (row: T) => string; selection: RowSelection<T> }) {
  const pageKeys = rows.map(rowKey);
  const ticked = pageKeys.filter((key) => selection.selected.has(key)).length;
  return (
    <CellCheckbox
      checked={ticked > 0 && ticked === pageKeys.length}
      indeterminate={ticked > 0 && ticked < pageKeys.length}
      onChange={() => selection.onChange(toggledPage(selection.selected, pageKeys))}
      label={selection.selectAllLabel ?? 'Select all'}
    />
  );
}

const INLINE_ROW = { display: 'flex', alignItems: 'flex-start', gap: 4, marginLeft: -10 } as const;
const INLINE_BOX = { marginTop: -6 } as const;
const INLINE_CELL = { minWidth: 0 } as const;

/** The columns with a tick box at the start of each row's first cell (`inline` selection). */
export function withInlineSelection<T>(columns: readonly DataTableColumn<T>[], selection: RowSelection<T>, rowKey: (row: T) => string): DataTableColumn<T>[] {
  const [first, ...rest] = columns;
  if (!first) return [];
  return [
    {
      ...first,
      cell: (row) => (
        <div style={INLINE_ROW}>
          <div style={INLINE_BOX}>
            <RowCheckbox row={row} rowKey={rowKey} selection={selection} />
          </div>
          <div style={INLINE_CELL}>{first.cell(row)}</div>
        </div>
      ),
    },
    ...rest,
  ];
}

/** The first column of a table whose rows can be ticked: "Select all" in the heading (unless `selectAll: false`), a box per row. */
export function selectionColumn<T>(selection: RowSelection<T>, rows: readonly T[], rowKey: (row: T) => string): DataTableColumn<T> {
  return {
    id: 'row-selection',
    header: 'Select',
    width: 48,
    ...(selection.selectAll === false ? { hideHeader: true } : { headerCell: <SelectAllCheckbox rows={rows} rowKey={rowKey} selection={selection} /> }),
    cell: (row) => <RowCheckbox row={row} rowKey={rowKey} selection={selection} />,
  };
}
