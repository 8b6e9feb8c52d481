import { useMutation } from '@tanstack/react-query';
import { useQuietMutation } from '@/lib/use-quiet-mutation';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { postCall, useRecordSaveOptions } from '@/lib/api-mutation';
import {
  hasFutureChangesResponseSchema,
  recurrenceChainSchema,
  type CreateRecurrenceRequest,
  type RecurrenceChain,
} from '@/lib/schemas/job-recurrence-schemas';
import { jobSchema, type JobRecord, type JobUpdateRequest } from '@/lib/schemas/job-schemas';
import { jobKeys } from './job-keys';
import { jobSaveChanges } from './update-job';
import { contextQuery } from '@/lib/api-query';

/** `GET JobRecurrence/GetChain?context=…`: the chain of any of its jobs, occurrences in date order. */
const recurrenceChainQuery = contextQuery({ endpoint: endpoints.jobRecurrence.getChain, schema: recurrenceChainSchema, queryKey: jobKeys.chain });

export const getRecurrenceChain = recurrenceChainQuery.request;
export const recurrenceChainQueryOptions = recurrenceChainQuery.queryOptions;
export const useRecurrenceChain = recurrenceChainQuery.useQuery;

/** `POST JobRecurrence/Create`: makes the saved job the first occurrence of a chain; answers the chain. */
export const createRecurrence = postCall<CreateRecurrenceRequest, RecurrenceChain>(endpoints.jobRecurrence.create, recurrenceChainSchema);

export function useCreateRecurrence() {
  return useMutation({ mutationFn: createRecurrence, meta: { invalidates: ['job', 'appointment', 'dashboard'] } });
}

/** `GET JobRecurrence/HasFutureChangesInChain?context=…`: whether a later occurrence was edited on its own. */
export async function hasFutureChangesInChain(context: string): Promise<boolean> {
  const response = await api.get(endpoints.jobRecurrence.hasFutureChangesInChain, { params: { context } });
  return hasFutureChangesResponseSchema.parse(response.data);
}

export type RecurringUpdateScope = 'thisOnly' | 'thisAndFuture';

/** `POST JobRecurrence/UpdateThisJobOnly` or `UpdateThisAndAllFutureJobs`: answers the saved job. */
export async function updateRecurringJob({ scope, request }: { scope: RecurringUpdateScope; request: JobUpdateRequest }): Promise<JobRecord> {
  const endpoint = scope === 'thisOnly' ? endpoints.jobRecurrence.updateThisJobOnly : endpoints.jobRecurrence.updateThisAndAllFutureJobs;
  const response = await api.post(endpoint, request);
  return jobSchema.parse(response.data);
}

export function useUpdateRecurringJob() {
  return useQuietMutation(useRecordSaveOptions(updateRecurringJob, jobKeys.detail, jobSaveChanges));
}
