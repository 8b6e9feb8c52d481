import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { entityKeys } from '@/lib/query-keys';
import { globalSearchResponseSchema, type GlobalSearchRequest, type GlobalSearchResponse } from '@/lib/schemas/global-search-schemas';

const keys = entityKeys('global-search');

/** Query keys of the command palette, rooted at the `global-search` tag. */
export const globalSearchKeys = {
  ...keys,
  search: (request: GlobalSearchRequest) => keys.key('search', request),
};

/** `POST GlobalSearch/Search`: the best 20 records of every kind the user may read. */
export async function globalSearch(request: GlobalSearchRequest, signal?: AbortSignal): Promise<GlobalSearchResponse> {
  const response = await api.post(endpoints.globalSearch.search, request, { signal });
  return globalSearchResponseSchema.parse(response.data);
}

/**
 * The palette's search for `request` (none while `enabled` is false). The previous answer stays
 * while the next one loads, so the list never empties between keystrokes; answers are fresh for a
 * few seconds (typing back to an earlier term shows it at once).
 */
export function useGlobalSearch(request: GlobalSearchRequest, enabled: boolean) {
  return useQuery({
    queryKey: globalSearchKeys.search(request),
    // The signal aborts a search that a newer keystroke has replaced.
    queryFn: ({ signal }) => globalSearch(request, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    gcTime: 60_000,
  });
}
