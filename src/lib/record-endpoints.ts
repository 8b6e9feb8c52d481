import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client/api-client';
import { spareDeletedRecord } from '@/lib/query-client';
import type { EntityTag } from '@/lib/query-keys';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';

/**
 * The endpoints every record kind of a list screen has (customers, intake, locations, suppliers):
 * its search, its record by context and its delete. Each feature's `api/` file names what it uses:
 *
 * ```ts
 * const search = recordSearch({ endpoint: endpoints.location.search, item: locationListItemSchema, queryKey: locationKeys.list });
 * export const searchLocations = search.request;
 * export const useLocationSearch = search.useSearch;
 * ```
 */

/** One page of a list search: the records, how many match the filter and how many there are. */
export interface SearchResult<Item> {
  results: Item[];
  searchResultCount: number;
  totalCount: number;
}

/**
 * `POST <Kind>Search/Search`: one page of records matching the request. A search whose answer says
 * more than the page (the document searches' `anyESign`) gives its own `response` schema.
 */
export function recordSearch<Item, Request, Answer extends SearchResult<Item> = SearchResult<Item>>(search: {
  endpoint: string;
  item: z.ZodType<Item>;
  queryKey: (request: Request) => QueryKey;
  response?: z.ZodType<Answer>;
}) {
  const responseSchema = search.response ?? (searchResponseSchema(search.item) as unknown as z.ZodType<Answer>);

  /** One page; an export's `signal` cancels it. */
  async function request(body: Request, signal?: AbortSignal): Promise<Answer> {
    const response = await api.post(search.endpoint, body, signal ? { signal } : undefined);
    return responseSchema.parse(response.data);
  }

  function searchQueryOptions(body: Request) {
    return queryOptions({ queryKey: search.queryKey(body), queryFn: () => request(body) });
  }

  /** The list keeps showing the previous page while the next one loads. */
  function useSearch(body: Request, options: { enabled: boolean }) {
    return useQuery({ ...searchQueryOptions(body), enabled: options.enabled, placeholderData: keepPreviousData });
  }

  /**
   * Starts loading the page a list is about to ask for (a new search term); settles when it is in the
   * cache (or failed), so the list can show the new address with its answer in one render.
   */
  function usePrefetch() {
    const queryClient = useQueryClient();
    return useCallback((body: Request): Promise<void> => queryClient.prefetchQuery(searchQueryOptions(body)), [queryClient]);
  }

  return { request, queryOptions: searchQueryOptions, useSearch, usePrefetch };
}

/** `GET <Kind>/GetByContext?context=…`: one record. */
export function recordDetail<Record>(detail: { endpoint: string; schema: z.ZodType<Record>; queryKey: (context: string) => QueryKey }) {
  async function request(context: string): Promise<Record> {
    const response = await api.get(detail.endpoint, { params: { context } });
    return detail.schema.parse(response.data);
  }

  function detailQueryOptions(context: string) {
    return queryOptions({ queryKey: detail.queryKey(context), queryFn: () => request(context) });
  }

  /**
   * The record; nothing is fetched without a context. An edit page turns `refetchOnWindowFocus` off
   * so a background refresh does not replace the record being edited.
   */
  function useRecord(context: string | null | undefined, options: { refetchOnWindowFocus?: boolean } = {}) {
    return useQuery({
      ...detailQueryOptions(context ?? ''),
      enabled: Boolean(context),
      refetchOnWindowFocus: options.refetchOnWindowFocus ?? true,
    });
  }

  return { request, queryOptions: detailQueryOptions, useRecord };
}

/**
 * `DELETE <Kind>/Delete?context=…`. The mutation invalidates the kind's queries (the lists refresh);
 * the deleted record's own page is not refetched while it is still showing (that would be a 404).
 */
export function recordDelete(remove: { endpoint: string; tag: EntityTag; /** Other entities that show the kind (a dashboard snapshot). */ alsoInvalidates?: readonly EntityTag[] }) {
  async function request(context: string): Promise<void> {
    await api.delete(remove.endpoint, { params: { context } });
  }

  function useDelete() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: request,
      meta: { invalidates: [remove.tag, ...(remove.alsoInvalidates ?? [])] },
      onSuccess: (_: void, context: string) => spareDeletedRecord(queryClient, remove.tag, context),
    });
  }

  return { request, useDelete };
}
