import type { ListQuery } from '@/lib/list-query';
import { activeFilterOf, namedRecordListDefaults, nameSortOptions, pagedSearchRequest } from '@/lib/record-list';
import { locationSortFields, type LocationSearchRequest } from '@/lib/schemas/location-schemas';

/** The location list's address query: Name ascending, Active. */
export const locationListDefaults = namedRecordListDefaults(locationSortFields);

export const locationSortOptions = nameSortOptions;

/** The search request for a list query. */
export function locationSearchRequest(query: ListQuery, pageSize: number): LocationSearchRequest {
  return { ...pagedSearchRequest(query, pageSize, locationSortFields, 'Name'), active: activeFilterOf(query) };
}
