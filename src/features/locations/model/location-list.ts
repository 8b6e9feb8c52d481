import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { locationSortFields, type LocationSearchRequest, type LocationSortField } from '@/lib/schemas/location-schemas';
import { activeFilterValue, parseActiveFilter } from '@/lib/record-list';

/** The location list's address query: Name ascending, Active, and the page size (empty: the setting). */
export const locationListDefaults: ListQueryDefaults = {
  sortBy: 'Name',
  sortDirection: 'ASC',
  filters: { active: 'Active', size: '' },
};

export const locationSortOptions: { by: LocationSortField; direction: 'ASC' | 'DESC'; label: string }[] = [
  { by: 'Name', direction: 'ASC', label: 'Name (A to Z)' },
  { by: 'Name', direction: 'DESC', label: 'Name (Z to A)' },
];

/** The search request for a list query. */
export function locationSearchRequest(query: ListQuery, pageSize: number): LocationSearchRequest {
  const by = (locationSortFields as readonly string[]).includes(query.sortBy) ? query.sortBy : 'Name';
  return {
    searchTerm: query.searchTerm.trim(),
    active: activeFilterValue(parseActiveFilter(query.filters.active)),
    sort: { by, direction: query.sortDirection },
    pageNumber: query.pageNumber,
    pageSize,
  };
}
