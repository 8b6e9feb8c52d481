import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client/api-client';
import { storageSearchResponseSchema, type StorageSearchRequest, type StorageSearchResponse } from '@/lib/schemas/storage-schemas';
import { storageKeys } from './storage-keys';

/** `POST ImageSearch/Search` or `POST FileSearch/Search`: one page of the account's images or files. */
export function storageSearch(kind: 'image' | 'file', endpoint: string) {
  async function request(body: StorageSearchRequest): Promise<StorageSearchResponse> {
    const response = await api.post(endpoint, body);
    return storageSearchResponseSchema.parse(response.data);
  }

  function searchQueryOptions(body: StorageSearchRequest) {
    return queryOptions({
      queryKey: storageKeys.search(kind, body),
      queryFn: () => request(body),
      // The page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    });
  }

  function useSearch(body: StorageSearchRequest, options: { enabled?: boolean } = {}) {
    return useQuery({ ...searchQueryOptions(body), enabled: options.enabled ?? true });
  }

  return { request, queryOptions: searchQueryOptions, useSearch };
}
