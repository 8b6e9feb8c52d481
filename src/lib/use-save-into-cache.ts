import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AppMutationMeta } from '@/lib/query-client';

/**
 * A save whose answer is the record as now stored (the company information, the SMTP settings, …):
 * the answer goes into the cache under `queryKey`, so the screen shows it without asking again.
 * `meta.invalidates` names what else the save changed.
 */
export function useSaveIntoCache<Saved, Variables = void>(mutationFn: (variables: Variables) => Promise<Saved>, queryKey: QueryKey, meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...(meta ? { meta } : {}),
    onSuccess: (saved: Saved) => {
      queryClient.setQueryData(queryKey, saved);
    },
  });
}
