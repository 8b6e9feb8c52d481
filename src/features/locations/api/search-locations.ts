import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';
import { locationListItemSchema, type LocationListItem, type LocationSearchRequest } from '@/lib/schemas/location-schemas';
import { locationKeys } from './location-keys';

const responseSchema = searchResponseSchema(locationListItemSchema);

export interface LocationSearchResult {
  results: LocationListItem[];
  searchResultCount: number;
  totalCount: number;
}

/** `POST LocationSearch/Search`: one page of locations matching the filter. */
export async function searchLocations(request: LocationSearchRequest): Promise<LocationSearchResult> {
  const response = await api.post(endpoints.location.search, request);
  return responseSchema.parse(response.data);
}

export function locationSearchQueryOptions(request: LocationSearchRequest) {
  return queryOptions({ queryKey: locationKeys.list(request), queryFn: () => searchLocations(request) });
}

/** The list keeps showing the previous page while the next one loads. */
export function useLocationSearch(request: LocationSearchRequest, options: { enabled: boolean }) {
  return useQuery({ ...locationSearchQueryOptions(request), enabled: options.enabled, placeholderData: keepPreviousData });
}
