import { useEffect, useState } from 'react';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { queryCacheRows, type QueryCacheRow } from '../model/query-cache-rows';

/** The cached queries as rows, following the cache as queries come, change and go. */
export function useQueryCacheRows(queryClient: QueryClient): QueryCacheRow[] {
  const cache = queryClient.getQueryCache();
  const [rows, setRows] = useState(() => queryCacheRows(cache.getAll()));
  useEffect(() => {
    // The cache may have changed between the first render and the subscription.
    const refresh = () => setRows(queryCacheRows(cache.getAll()));
    refresh();
    // A query created while another page renders notifies at once; the rows follow after that render.
    return cache.subscribe(() => notifyManager.schedule(refresh));
  }, [cache]);
  return rows;
}

/** Drops the cached answers `filters` match: unobserved queries go, the ones on screen load again. */
export async function clearQueries(queryClient: QueryClient, queryKey?: readonly unknown[]): Promise<void> {
  queryClient.removeQueries({ queryKey, predicate: (query) => query.getObserversCount() === 0 });
  await queryClient.resetQueries({ queryKey, type: 'active' });
}

export type { QueryCacheRow };
