import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { handleMutationError, handleQueryError, throwsToErrorBoundary } from './query-errors';
import { announceLocalChange } from './live-updates/local-changes';
import type { EntityTag } from './query-keys';

export type AppQueryMeta = {
  /** A summary drawn from many records (the dashboard snapshots): see `summaryQueryMeta`. */
  summary?: true;
};

export type AppMutationMeta = {
  /**
   * The entities the mutation changes. When it succeeds, every query of these tags is invalidated
   * (`invalidateQueries({ queryKey: [tag] })`); the ones on screen refetch before the mutation settles.
   */
  invalidates?: readonly EntityTag[];
  /** The screen shows this mutation's failures itself (a simulated third-party page): nothing is published. */
  errorsShownByCaller?: true;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

/**
 * Query meta of summaries drawn from many records (the dashboard snapshots): any successful change
 * marks them stale, so they are fresh the next time they show, without refetching one on screen.
 */
export const summaryQueryMeta = { summary: true } as const satisfies AppQueryMeta;

const spared = new WeakSet<Query>();

/**
 * After a delete: the deleted record's own queries (those of `tag` whose key holds its context: its
 * detail, history, activity ...) stay stale but are not refetched now. The page that deleted it is
 * leaving, and a refetch would answer 404 (the error page); the next visit refetches. Call it from
 * the mutation's `onSuccess`, which runs after the cache has marked the entities stale.
 */
export function spareDeletedRecord(client: QueryClient, tag: EntityTag, context: string): void {
  client
    .getQueryCache()
    .findAll({ queryKey: [tag], predicate: (query) => query.queryKey.includes(context) })
    .forEach((query) => spared.add(query));
}

function isOneOf(query: Query, tags: readonly EntityTag[]): boolean {
  return tags.includes(query.queryKey[0] as EntityTag);
}

/**
 * Marks the declared entities stale (and the summaries). Nothing refetches yet: the mutation's own
 * `onSuccess` runs next and may put the saved record in the cache (which makes it fresh again).
 */
function markChanged(client: QueryClient, tags: readonly EntityTag[]): void {
  void client.invalidateQueries({ predicate: (query) => query.meta?.summary === true, refetchType: 'none' });
  for (const tag of tags) void client.invalidateQueries({ queryKey: [tag], refetchType: 'none' });
}

/** Refetches the declared entities' queries on screen that are still stale; the rest refetch when next shown. */
function refetchChanged(client: QueryClient, tags: readonly EntityTag[]): Promise<void> {
  if (tags.length === 0) return Promise.resolve();
  const refetched = client.refetchQueries({
    type: 'active',
    predicate: (query) => isOneOf(query, tags) && query.state.isInvalidated && !spared.has(query),
  });
  // The queries to refetch are chosen: a spared record is spared for this change only.
  client
    .getQueryCache()
    .findAll({ predicate: (query) => isOneOf(query, tags) })
    .forEach((query) => spared.delete(query));
  return refetched;
}

/**
 * What a mutation's `meta.invalidates` does, for changes that reach the server another way (the
 * technician's outbox sends them later): marks the entities stale and refetches those on screen.
 */
export function invalidateEntities(client: QueryClient, tags: readonly EntityTag[]): Promise<void> {
  markChanged(client, tags);
  return refetchChanged(client, tags);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleQueryError }),
    mutationCache: new MutationCache({
      onSuccess: (data, _variables, _context, mutation) => {
        markChanged(client, mutation.meta?.invalidates ?? []);
        // Live updates: the other tabs refresh the same entities (src/lib/live-updates).
        announceLocalChange({ tags: mutation.meta?.invalidates ?? [], data });
      },
      onSettled: (_data, error, _variables, _context, mutation) => (error ? undefined : refetchChanged(client, mutation.meta?.invalidates ?? [])),
      onError: (error, _variables, _context, mutation) => handleMutationError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // The API client shows errors through the error catalogue; retrying would show them twice.
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        throwOnError: throwsToErrorBoundary,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
