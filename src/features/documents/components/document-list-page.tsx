import type { UseQueryResult } from '@tanstack/react-query';
import { ListPage, type ListPageProps, type ListPageTable, type ListResult, type ListSortOption } from '@/components/list-page/list-page';
import { MultiSelectFilter } from '@/components/list-page/multi-select-filter';
import { useListPage, type ListPageState } from '@/components/list-page/use-list-page';
import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { DATE_FROM_FILTER, DATE_TO_FILTER, isRecentlyUsed, parseStatusFilter, RECENTLY_USED_FILTER, sortLabelOf, statusFilterValue } from '../model/document-list';
import { DateRangeFilter, RecentlyUsedFilter } from './list-filter-parts';

/** A document list's search (the api's `useXSearch` and `useXSearchPrefetch`). */
export interface DocumentSearchHooks<Request, Answer> {
  useSearch: (request: Request, options: { enabled: boolean }) => UseQueryResult<Answer>;
  usePrefetch: () => (request: Request) => Promise<void>;
}

/** A document list's state: the address, the search request it makes, its answer and the prefetch of a new term. */
export interface DocumentList<Request, Answer> {
  list: ListPageState;
  request: Request;
  result: UseQueryResult<Answer>;
  prefetch: (query: ListQuery) => Promise<void>;
}

/** The list's query in the address and its search (paused while the term is too short or the page size unknown). */
export function useDocumentList<Request, Answer>(
  defaults: ListQueryDefaults,
  searchRequest: (query: ListQuery, pageSize: number) => Request,
  search: DocumentSearchHooks<Request, Answer>,
): DocumentList<Request, Answer> {
  const list = useListPage(defaults);
  const request = searchRequest(list.query, list.pageSize);
  const result = search.useSearch(request, { enabled: list.enabled });
  const prefetch = search.usePrefetch();
  return { list, request, result, prefetch: (next) => prefetch(searchRequest(next, list.pageSize)) };
}

export interface DocumentListPageProps<T extends { context: string }> extends Omit<ListPageProps<T>, 'list' | 'result' | 'prefetch' | 'sortLabel' | 'table'> {
  documents: Omit<DocumentList<unknown, unknown>, 'result'> & { result: ListResult<T> };
  sortOptions: readonly ListSortOption[];
  table: Omit<ListPageTable<T>, 'rowKey' | 'verticalAlign'>;
}

const rowKey = (row: { context: string }) => row.context;

/**
 * The `ListPage` of the proposal, work order, invoice and payment lists: rows keyed by their
 * context and aligned to the top, a heading's sort named from the list's sorts.
 */
export function DocumentListPage<T extends { context: string }>({ documents, sortOptions, table, ...props }: DocumentListPageProps<T>) {
  return (
    <ListPage
      {...props}
      list={documents.list}
      result={documents.result}
      prefetch={documents.prefetch}
      sortOptions={sortOptions}
      sortLabel={(sort) => sortLabelOf(sortOptions, sort.by, sort.direction)}
      table={{ ...table, rowKey, verticalAlign: 'top' }}
    />
  );
}

/** A filter of several values (`;`-separated in the address filter `name`): the statuses, the payment types. */
export function multiValueFilter<V extends string>({ query, update }: ListPageState, options: readonly V[], name = 'status', label = 'Status') {
  return (
    <MultiSelectFilter
      key={name}
      label={label}
      options={options}
      value={parseStatusFilter(query.filters[name], options)}
      onChange={(chosen) => update({ filters: { [name]: statusFilterValue(chosen) } })}
    />
  );
}

/** The Recently Used toggle bound to the address. */
export function recentlyUsedFilter({ query, update }: ListPageState) {
  return <RecentlyUsedFilter key="recent" value={isRecentlyUsed(query)} onChange={(on) => update({ filters: { [RECENTLY_USED_FILTER]: on ? 'true' : '' } })} />;
}

/** The From and To dates bound to the address. */
export function dateRangeFilter({ query, update }: ListPageState) {
  return <DateRangeFilter key="dates" from={query.filters[DATE_FROM_FILTER] ?? ''} to={query.filters[DATE_TO_FILTER] ?? ''} onChange={(filters) => update({ filters })} />;
}
