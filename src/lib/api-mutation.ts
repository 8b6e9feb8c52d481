import { useMutation, useQueryClient, type DefaultError, type MutationObserverOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client/api-client';
import type { EntityTag } from '@/lib/query-keys';

/**
 * The write side of `lib/api-query.ts`: a call that changes something, declared once, and the
 * mutation of a save whose answer is the record as now stored.
 *
 * ```ts
 * export const createTask = postCall<TaskCreateRequest, TaskRecord>(endpoints.task.create, taskSchema);
 * export function useCreateTask() {
 *   return useSaveRecord(createTask, taskKeys.detail, taskChanges);
 * }
 * ```
 */

/** `POST endpoint` with the request as its body; the answer read through `schema`. */
export function postCall<Request, T>(endpoint: string, schema: z.ZodType<T>) {
  return async (request: Request): Promise<T> => schema.parse((await api.post(endpoint, request)).data);
}

/** `POST endpoint` with the request as its body, for a call whose answer says nothing. */
export function postCommand<Request>(endpoint: string) {
  return async (request: Request): Promise<void> => {
    await api.post(endpoint, request);
  };
}

/**
 * The options of a save that answers the record as stored: the answer goes into the cache under the
 * record's key (`detailKey(saved.context)`), so its page shows it without asking again, and
 * `invalidates` names what the save changed. Give them to `useMutation` (`useSaveRecord`) or to
 * `useQuietMutation` (a page that only awaits the answer).
 */
export function useRecordSaveOptions<Saved extends { context: string }, Variables>(
  save: (variables: Variables) => Promise<Saved>,
  detailKey: (context: string) => QueryKey,
  invalidates: readonly EntityTag[],
): MutationObserverOptions<Saved, DefaultError, Variables> {
  const queryClient = useQueryClient();
  return {
    mutationFn: save,
    meta: { invalidates },
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey(saved.context), saved);
    },
  };
}

/** A save that answers the record as stored (see `useRecordSaveOptions`). */
export function useSaveRecord<Saved extends { context: string }, Variables>(
  save: (variables: Variables) => Promise<Saved>,
  detailKey: (context: string) => QueryKey,
  invalidates: readonly EntityTag[],
) {
  return useMutation(useRecordSaveOptions(save, detailKey, invalidates));
}
