import { useMemo } from 'react';
import { useListQuery, type ListQuery, type ListQueryDefaults, type ListSort } from '@/lib/list-query';
import { isSearchableTerm, PAGE_SIZE_FILTER } from '@/lib/record-list';
import { useListPageSize } from '@/lib/use-list-page-size';

/** A list screen's state: its query in the address, the rows per page, whether it may search. */
export interface ListPageState {
  query: ListQuery;
  /** Changes the address; any change but the page returns to the first page. */
  update: (change: Partial<ListQuery>) => void;
  sort: ListSort;
  /** The rows per page chosen in the list, else the company's PAGE_SIZE setting. */
  pageSize: number;
  /** The term is empty or long enough (3 characters) to search. */
  searchable: boolean;
  /** The list may search now: the term is searchable and the page size is known. */
  enabled: boolean;
}

/** The state of a `ListPage`; the screen builds its search request from it. */
export function useListPage(defaults: ListQueryDefaults): ListPageState {
  const [query, update] = useListQuery({ ...defaults, filters: { ...defaults.filters, [PAGE_SIZE_FILTER]: '' } });
  const { pageSize, ready } = useListPageSize(query.filters[PAGE_SIZE_FILTER]);
  const searchable = isSearchableTerm(query.searchTerm);
  const sort = useMemo(() => ({ by: query.sortBy, direction: query.sortDirection }), [query.sortBy, query.sortDirection]);
  return {
    query,
    update,
    sort,
    pageSize,
    searchable,
    enabled: ready && searchable,
  };
}
