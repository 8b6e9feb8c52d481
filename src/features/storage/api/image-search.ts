import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { storageSearchResponseSchema, type StorageSearchRequest, type StorageSearchResponse } from '@/lib/schemas/storage-schemas';
import { storageKeys } from './storage-keys';

/** One page of the account's images (`POST ImageSearch/Search`). */
export async function searchImages(request: StorageSearchRequest): Promise<StorageSearchResponse> {
  const response = await api.post(endpoints.storage.imageSearch, request);
  return storageSearchResponseSchema.parse(response.data);
}

export function imageSearchQueryOptions(request: StorageSearchRequest) {
  return queryOptions({
    queryKey: storageKeys.search('image', request),
    queryFn: () => searchImages(request),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useImageSearch(request: StorageSearchRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...imageSearchQueryOptions(request), enabled: options.enabled ?? true });
}
