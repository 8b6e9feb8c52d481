import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client/api-client';
import { summaryQueryMeta } from '@/lib/query-client';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';
import type { SnapshotRequest } from '@/lib/schemas/dashboard-schemas';
import { SNAPSHOT_LIMIT } from '../model/snapshots';

/** A list search that a snapshot reads its records from (the customer search, the job search). */
export interface RecentRecordSearch<Item, Request> {
  /** The search endpoint. */
  endpoint: string;
  item: z.ZodType<Item>;
  queryKey: (request: SnapshotRequest) => QueryKey;
  /** The search request for the snapshot's filter: no term, the snapshot's sort; the paging is added. */
  body: (request: SnapshotRequest) => Omit<Request, 'pageNumber' | 'pageSize'>;
}

/**
 * A snapshot of recent records drawn from a list search with `recentlyUsed` or `assignedTo`: the
 * first 50 records of its first page. Gives the request function, its query options and the hook.
 */
export function recentRecordSearch<Item, Request>(search: RecentRecordSearch<Item, Request>) {
  const responseSchema = searchResponseSchema(search.item);

  async function fetchRecent(request: SnapshotRequest): Promise<Item[]> {
    const response = await api.post(search.endpoint, { ...search.body(request), pageNumber: 0, pageSize: SNAPSHOT_LIMIT });
    return responseSchema.parse(response.data).results;
  }

  function recentQueryOptions(request: SnapshotRequest) {
    return queryOptions({ queryKey: search.queryKey(request), queryFn: () => fetchRecent(request), meta: summaryQueryMeta });
  }

  function useRecent(request: SnapshotRequest) {
    return useQuery(recentQueryOptions(request));
  }

  return { fetchRecent, recentQueryOptions, useRecent };
}
