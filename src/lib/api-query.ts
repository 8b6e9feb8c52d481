import { keepPreviousData, queryOptions, skipToken, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client/api-client';
import type { AppQueryMeta } from '@/lib/query-client';
import type { SearchResult } from '@/lib/record-endpoints';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';

/**
 * A read endpoint as the query layer uses it, declared once: the request (its answer read through
 * its schema), the query options under the feature's key, and the hook. Lists use `recordSearch`
 * (or `waitingSearchQuery` below), records of a list `recordDetail` (src/lib/record-endpoints.ts);
 * everything else read is one of:
 *
 * ```ts
 * // GET, no parameters
 * const news = getQuery({ endpoint: endpoints.dashboard.getCompanyNews, schema: companyNewsSchema, queryKey: dashboardKeys.companyNews });
 * // GET ?context=…
 * const payments = contextQuery({ endpoint: endpoints.payment.getAllByJobContext, schema: jobPaymentsResponseSchema, queryKey: jobKeys.payments });
 * // GET ?kind=… (a parameter of another name)
 * const picklist = paramQuery('kind', { endpoint: endpoints.picklist.getByKind, schema: picklistResponseSchema, queryKey: picklistKeys.byKind });
 * // POST with a request body
 * const schedule = postQuery({ endpoint: endpoints.schedule.getDailySchedule, schema: dailyScheduleResponseSchema, queryKey: dashboardKeys.dailySchedule });
 * ```
 */
export interface ApiQueryOptions<T, Arg> {
  endpoint: string;
  schema: z.ZodType<T>;
  queryKey: (arg: Arg) => QueryKey;
  /** 0 for editors and reports that must show what is stored now (default: the client's 30 s). */
  staleTime?: number;
  /** How long an answer no screen uses stays in the cache (default: the client's). */
  gcTime?: number;
  meta?: AppQueryMeta;
}

function defineQuery<T, Arg>(definition: ApiQueryOptions<T, Arg>, send: (arg: Arg) => Promise<unknown>) {
  const request = async (arg: Arg): Promise<T> => definition.schema.parse(await send(arg));
  const options = (arg: Arg) =>
    queryOptions<T, Error, T, QueryKey>({
      queryKey: definition.queryKey(arg),
      queryFn: () => request(arg),
      ...(definition.staleTime === undefined ? {} : { staleTime: definition.staleTime }),
      ...(definition.gcTime === undefined ? {} : { gcTime: definition.gcTime }),
      ...(definition.meta ? { meta: definition.meta } : {}),
    });
  return {
    request,
    queryOptions: options,
    /** The hook (exported as `useX = x.useQuery`); `enabled: false` waits (for a dialog, a permission, …). */
    useQuery: (arg: Arg, hookOptions: { enabled?: boolean } = {}) => useQuery({ ...options(arg), enabled: hookOptions.enabled ?? true }),
  };
}

/** `GET endpoint`: an answer that takes no parameters. */
export function getQuery<T>(definition: ApiQueryOptions<T, void>) {
  return defineQuery(definition, async () => (await api.get(definition.endpoint)).data);
}

/** `GET endpoint?<param>=…`: the answer for one value of the parameter. */
export function paramQuery<T, Value extends string = string>(param: string, definition: ApiQueryOptions<T, Value>) {
  return defineQuery(definition, async (value) => (await api.get(definition.endpoint, { params: { [param]: value } })).data);
}

/** `GET endpoint?context=…`: the answer about one record. */
export function contextQuery<T>(definition: ApiQueryOptions<T, string>) {
  return paramQuery('context', definition);
}

/** `POST endpoint` with the request as its body. */
export function postQuery<T, Request>(definition: ApiQueryOptions<T, Request>) {
  return defineQuery(definition, async (request) => (await api.post(definition.endpoint, request)).data);
}

/**
 * `POST endpoint`: one page of a list search whose screen sends no request (`null`) while the term is
 * too short; nothing is fetched then. The page on screen stays while the next one loads.
 */
export function waitingSearchQuery<Item, Request extends object>(definition: {
  endpoint: string;
  item: z.ZodType<Item>;
  queryKey: (request: Request | null) => QueryKey;
  meta?: AppQueryMeta;
}) {
  const schema = searchResponseSchema(definition.item);
  const request = async (body: Request): Promise<SearchResult<Item>> => schema.parse((await api.post(definition.endpoint, body)).data);
  const options = (body: Request | null) =>
    queryOptions({
      queryKey: definition.queryKey(body),
      queryFn: body ? () => request(body) : skipToken,
      placeholderData: keepPreviousData,
      ...(definition.meta ? { meta: definition.meta } : {}),
    });
  return { request, queryOptions: options, useSearch: (body: Request | null) => useQuery(options(body)) };
}
