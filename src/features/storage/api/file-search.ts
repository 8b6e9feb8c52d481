import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { storageSearchResponseSchema, type StorageSearchRequest, type StorageSearchResponse } from '@/lib/schemas/storage-schemas';
import { storageKeys } from './storage-keys';

/** One page of the account's files (`POST FileSearch/Search`). */
export async function searchFiles(request: StorageSearchRequest): Promise<StorageSearchResponse> {
  const response = await api.post(endpoints.storage.fileSearch, request);
  return storageSearchResponseSchema.parse(response.data);
}

export function fileSearchQueryOptions(request: StorageSearchRequest) {
  return queryOptions({
    queryKey: storageKeys.search('file', request),
    queryFn: () => searchFiles(request),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useFileSearch(request: StorageSearchRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...fileSearchQueryOptions(request), enabled: options.enabled ?? true });
}
