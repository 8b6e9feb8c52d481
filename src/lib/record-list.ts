import type { ListQuery, ListQueryDefaults, SortDirection } from '@/lib/list-query';
import { SEARCH_TERM_MIN_LENGTH, SEARCH_TERM_TOO_SHORT_MESSAGE } from '@/lib/schemas/common-schemas';
import { pageSizeOptions } from '@/lib/schemas/settings-schemas';
import type { SystemSetting } from '@/lib/schemas/settings-schemas';

/** The Active filter of the location and supplier lists (spec 1 §4); Active is the default. */
export const activeFilterOptions = ['Active', 'Inactive', 'All'] as const;
export type ActiveFilter = (typeof activeFilterOptions)[number];

export function parseActiveFilter(value: string | undefined): ActiveFilter {
  return (activeFilterOptions as readonly string[]).includes(value ?? '') ? (value as ActiveFilter) : 'Active';
}

/** The search request's `active`: true, false, or `null` for all. */
export function activeFilterValue(filter: ActiveFilter): boolean | null {
  return filter === 'All' ? null : filter === 'Active';
}

/** The address filter of a list with an Active filter, Active by default. */
const activeListFilter = { active: 'Active' } as const;

/** Name (A to Z) and Name (Z to A), the Sort choices every list of named records starts with. */
export const nameSortOptions: { by: 'Name'; direction: SortDirection; label: string }[] = [
  { by: 'Name', direction: 'ASC', label: 'Name (A to Z)' },
  { by: 'Name', direction: 'DESC', label: 'Name (Z to A)' },
];

/** The address query of a list of named records that may be inactive: Name A to Z, Active records. */
export function namedRecordListDefaults(sortFields: readonly string[], filters: Record<string, string> = {}): ListQueryDefaults {
  return { sortBy: 'Name', sortDirection: 'ASC', sortFields, filters: { ...activeListFilter, ...filters } };
}

/** The search request's `active` for a list query's Active filter. */
export function activeFilterOf(query: ListQuery): boolean | null {
  return activeFilterValue(parseActiveFilter(query.filters.active));
}

export { SEARCH_TERM_TOO_SHORT_MESSAGE };

/** A term is searched when it is empty (no filter) or has at least 3 characters, spaces aside. */
export function isSearchableTerm(term: string): boolean {
  const trimmed = term.trim();
  return trimmed === '' || trimmed.length >= SEARCH_TERM_MIN_LENGTH;
}

/** The address filter holding the rows per page chosen in a list (absent: the PAGE_SIZE setting). */
export const PAGE_SIZE_FILTER = 'size';

/** Rows per page the lists offer (the PAGE_SIZE setting's choices). */
export const listPageSizes: readonly number[] = pageSizeOptions.map(Number);
export const FALLBACK_PAGE_SIZE = 25;

/**
 * Rows per page: the user's choice in the address when it is one of the offered sizes, else the
 * PAGE_SIZE system setting, else 25.
 */
export function listPageSize(chosen: string | undefined, settings: readonly SystemSetting[] | undefined): number {
  const fromAddress = Number(chosen);
  if (listPageSizes.includes(fromAddress)) return fromAddress;
  const fromSetting = Number(settings?.find((setting) => setting.code === 'PAGE_SIZE')?.value);
  return listPageSizes.includes(fromSetting) ? fromSetting : FALLBACK_PAGE_SIZE;
}

export interface PagedSearchRequest<F extends string> {
  searchTerm: string;
  sort: { by: F; direction: SortDirection };
  pageNumber: number;
  pageSize: number;
}

/** The term, sort and page of a list's search request; a sort field the list does not know falls back. */
export function pagedSearchRequest<F extends string>(query: ListQuery, pageSize: number, sortFields: readonly F[], fallback: F): PagedSearchRequest<F> {
  const by = sortFields.find((field) => field === query.sortBy) ?? fallback;
  return { searchTerm: query.searchTerm.trim(), sort: { by, direction: query.sortDirection }, pageNumber: query.pageNumber, pageSize };
}

/** What a list's body shows: a loading bar, a "nothing yet" or "nothing matches" text, or its rows. */
export type ListBodyState = 'loading' | 'nothing-yet' | 'nothing-matches' | 'rows';

/** `rows` undefined: not loaded yet; `totalCount` 0: the list has no records at all, filter or not. */
export function listBodyState(rows: readonly unknown[] | undefined, totalCount: number | undefined): ListBodyState {
  if (!rows) return 'loading';
  if (rows.length > 0) return 'rows';
  return totalCount === 0 ? 'nothing-yet' : 'nothing-matches';
}

/** A sort as the Sort select names it: `Name:ASC`. */
export function sortKey(by: string, direction: SortDirection): string {
  return `${by}:${direction}`;
}

export function parseSortKey<T extends string>(key: string, fields: readonly T[]): { by: T; direction: SortDirection } | null {
  const [by, direction] = key.split(':');
  if (!fields.includes(by as T) || (direction !== 'ASC' && direction !== 'DESC')) return null;
  return { by: by as T, direction };
}
