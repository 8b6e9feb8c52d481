import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { activeFilterOf, activeListFilter, pagedSearchRequest } from '@/lib/record-list';
import { locationSortFields, type LocationSearchRequest, type LocationSortField } from '@/lib/schemas/location-schemas';

/** The location list's address query: Name ascending, Active. */
export const locationListDefaults: ListQueryDefaults = {
  sortBy: 'Name',
  sortDirection: 'ASC',
  sortFields: locationSortFields,
  filters: activeListFilter,
};

export const locationSortOptions: { by: LocationSortField; direction: 'ASC' | 'DESC'; label: string }[] = [
  { by: 'Name', direction: 'ASC', label: 'Name (A to Z)' },
  { by: 'Name', direction: 'DESC', label: 'Name (Z to A)' },
];

/** The search request for a list query. */
export function locationSearchRequest(query: ListQuery, pageSize: number): LocationSearchRequest {
  return { ...pagedSearchRequest(query, pageSize, locationSortFields, 'Name'), active: activeFilterOf(query) };
}
