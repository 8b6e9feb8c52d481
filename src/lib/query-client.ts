import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * Query meta of summaries drawn from many records (the dashboard snapshots): any successful change
 * marks them stale, so they are fresh the next time they show, without refetching one on screen.
 */
export const summaryQueryMeta = { summary: true } as const;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ predicate: (query) => query.meta?.summary === true, refetchType: 'none' }),
    }),
    defaultOptions: {
      queries: {
        // The API client shows errors through the error catalogue; retrying would show them twice.
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
