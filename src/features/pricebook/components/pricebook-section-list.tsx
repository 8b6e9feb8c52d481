import { useMemo, type ReactElement, type ReactNode } from 'react';
import type { DataTableColumn, RowSelection } from '@/components/data-table/data-table';
import { ListPage, type ListFilter, type ListResult } from '@/components/list-page/list-page';
import type { ListPageState } from '@/components/list-page/use-list-page';
import { useStableCallback } from '@/components/use-stable-callback';
import { useUserState } from '@/lib/auth/use-session';
import { useUpdateUserPreference } from '@/lib/user-preferences/update-user-preference';
import { pricebookFilters } from '../model/pricebook-list';
import { PRICEBOOK_EMPTY_HINT, pricebookEmptyText, pricebookView, type PricebookSection, type PricebookView } from '../model/pricebook-sections';
import { PricebookCardActions, type PricebookRow, type PricebookRowHandlers } from './pricebook-row-actions';
import { FavoritesToggle, ViewToggle } from './pricebook-toolbar';

export interface PricebookSectionListProps<T extends PricebookRow> {
  section: PricebookSection;
  list: ListPageState;
  result: ListResult<T>;
  handlers: PricebookRowHandlers;
  /** The section's columns (built once per handlers). */
  columns: (handlers: PricebookRowHandlers) => DataTableColumn<T>[];
  /** The grid's and the phone's card content. */
  card: (row: T, view: PricebookView) => ReactNode;
  /** More filters after the toolbar's toggles (items: category and vendor). */
  filters?: readonly (ListFilter | ReactElement)[];
  selection?: RowSelection<T>;
  /** Between the toolbar and the rows (Batch Operations, Export to Excel). */
  children?: ReactNode;
}

const rowKey = (row: PricebookRow) => row.context;

/** The list/grid choice of a section, from the user's preferences, and its change (saved as a preference). */
function useSectionView(section: PricebookSection): [PricebookView, (view: PricebookView) => void] {
  const user = useUserState();
  const update = useUpdateUserPreference();
  const stored = user.preferences.find((preference) => preference.key === section.viewPreferenceKey)?.value;
  const view = pricebookView(update.isPending && update.variables ? update.variables.value : stored);
  const change = useStableCallback((next: PricebookView) => update.mutate({ key: section.viewPreferenceKey, value: next }));
  return [view, change];
}

/**
 * One section of the pricebook screen (spec 3 §2): the toolbar (search, favorites, list/grid, the
 * section's filters, add), the list or grid with server paging, and the empty state with its hint.
 * Lists show active entries sorted by name; state lives in the address.
 */
export function PricebookSectionList<T extends PricebookRow>({ section, list, result, handlers, columns, card, filters, selection, children }: PricebookSectionListProps<T>) {
  const [view, setView] = useSectionView(section);
  const favorites = list.query.filters[pricebookFilters.favorites] === '1';
  const setFavorites = useStableCallback((pressed: boolean) => list.update({ filters: { [pricebookFilters.favorites]: pressed ? '1' : '' } }));
  const tableColumns = useMemo(() => columns(handlers), [columns, handlers]);
  // The favorite star, Edit and Delete: the table's last column and the cards' foot.
  const actions = useMemo(() => (row: T) => <PricebookCardActions row={row} handlers={handlers} />, [handlers]);
  const empty = pricebookEmptyText(section);
  return (
    <ListPage
      label={section.label}
      list={list}
      result={result}
      searchHint={section.searchHint}
      filters={[<FavoritesToggle key="favorites" pressed={favorites} onChange={setFavorites} />, <ViewToggle key="view" view={view} onChange={setView} />, ...(filters ?? [])]}
      add={{ label: section.addLabel, onClick: handlers.onAdd, permission: 'PB_C' }}
      table={{
        columns: tableColumns,
        rowKey,
        rowActions: actions,
        card: (row) => card(row, view),
        cardActions: actions,
        layout: view === 'Grid' ? 'grid' : 'table',
        selection,
        empty: { nothingYet: empty, hint: PRICEBOOK_EMPTY_HINT },
      }}
    >
      {children}
    </ListPage>
  );
}
