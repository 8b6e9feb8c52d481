import { useSearchParams } from 'react-router-dom';

export type SortDirection = 'ASC' | 'DESC';

/** A list's sort: the server's sort field and the direction. */
export interface ListSort {
  by: string;
  direction: SortDirection;
}

/** A server-paged list's filter, sort and page, kept in the address's query so reload and back keep them. */
export interface ListQuery {
  searchTerm: string;
  sortBy: string;
  sortDirection: SortDirection;
  /** 0-based. */
  pageNumber: number;
  /** Other filters by name (e.g. active, supplierType); absent means the default. */
  filters: Record<string, string>;
}

export interface ListQueryDefaults {
  sortBy: string;
  sortDirection: SortDirection;
  /** The fields the list may sort by; another one in the address falls back to `sortBy`. */
  sortFields?: readonly string[];
  /** Filter names this list keeps in the query, with their defaults. */
  filters?: Record<string, string>;
}

const reserved = { searchTerm: 'q', sortBy: 'sort', sortDirection: 'dir', pageNumber: 'page' } as const;

/** Reads a list query from URL search params, falling back to the defaults for anything missing or malformed. */
export function parseListQuery(params: URLSearchParams, defaults: ListQueryDefaults): ListQuery {
  const direction = params.get(reserved.sortDirection);
  const page = Number(params.get(reserved.pageNumber));
  const sortBy = params.get(reserved.sortBy) || defaults.sortBy;
  const filters: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(defaults.filters ?? {})) {
    filters[name] = params.get(name) ?? fallback;
  }
  return {
    searchTerm: params.get(reserved.searchTerm) ?? '',
    sortBy: !defaults.sortFields || defaults.sortFields.includes(sortBy) ? sortBy : defaults.sortBy,
    sortDirection: direction === 'ASC' || direction === 'DESC' ? direction : defaults.sortDirection,
    // The address shows pages from 1.
    pageNumber: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    filters,
  };
}

/** The search params for a list query; values equal to the defaults are left out to keep addresses short. */
export function listQueryToParams(query: ListQuery, defaults: ListQueryDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (query.searchTerm) params.set(reserved.searchTerm, query.searchTerm);
  if (query.sortBy !== defaults.sortBy) params.set(reserved.sortBy, query.sortBy);
  if (query.sortDirection !== defaults.sortDirection) params.set(reserved.sortDirection, query.sortDirection);
  if (query.pageNumber > 0) params.set(reserved.pageNumber, String(query.pageNumber + 1));
  for (const [name, value] of Object.entries(query.filters)) {
    if (value !== defaults.filters?.[name]) params.set(name, value);
  }
  return params;
}

/** Applies a change; any change other than the page itself returns to the first page (spec 1 §4). */
export function changeListQuery(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  const next: ListQuery = { ...query, ...change, filters: { ...query.filters, ...change.filters } };
  const onlyPage = Object.keys(change).every((key) => key === 'pageNumber');
  return onlyPage ? next : { ...next, pageNumber: change.pageNumber ?? 0 };
}

/**
 * A column heading's click: the other direction when the list is already sorted by that field,
 * else the field's own first direction (A to Z for names, newest first for dates).
 */
export function nextSort(current: ListSort, by: string, firstDirection: SortDirection = 'ASC'): ListSort {
  if (current.by === by) return { by, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { by, direction: firstDirection };
}

/**
 * A list's query state in the address: `[query, update]`. `update` replaces the history entry, and
 * resets to the first page unless only the page changes.
 */
export function useListQuery(defaults: ListQueryDefaults): [ListQuery, (change: Partial<ListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params, defaults);
  // From the address as it is when the change applies (a search term can apply after its answer
  // loads, `ListPage`). At once, not as a transition React would slice into 5 ms pieces.
  const update = (change: Partial<ListQuery>) => {
    setParams((current) => listQueryToParams(changeListQuery(parseListQuery(current, defaults), change), defaults), { replace: true, flushSync: true });
  };
  return [query, update];
}
