import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client/api-client';

/**
 * A report endpoint: `GET endpoint?…` with the report's filters as query parameters (empty ones left
 * out), its answer read through its schema. Always fresh (staleTime 0): a report shows what is
 * stored now. The hook keeps the last answer on screen while a changed filter's answer loads.
 */
export function reportQuery<T, Q extends Record<string, string | undefined>>(definition: { endpoint: string; schema: z.ZodType<T>; queryKey: (query: Q) => QueryKey }) {
  const request = async (query: Q): Promise<T> => {
    const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
    return definition.schema.parse((await api.get(definition.endpoint, { params })).data);
  };
  const options = (query: Q) => queryOptions<T, Error, T, QueryKey>({ queryKey: definition.queryKey(query), queryFn: () => request(query), staleTime: 0 });
  return {
    request,
    queryOptions: options,
    useQuery: (query: Q, hookOptions: { enabled?: boolean } = {}) => useQuery({ ...options(query), enabled: hookOptions.enabled ?? true, placeholderData: (previous) => previous }),
  };
}
