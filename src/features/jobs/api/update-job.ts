import { useQuietMutation } from '@/lib/use-quiet-mutation';
import { endpoints } from '@/config/endpoints';
import { postCall, useRecordSaveOptions } from '@/lib/api-mutation';
import { jobSchema, type JobRecord, type JobUpdateRequest } from '@/lib/schemas/job-schemas';
import { jobKeys } from './job-keys';

/**
 * `POST Job/Update` with the version the job was loaded at; a 409 (changed since) is shown by the
 * API client and the editor keeps what was typed.
 */
export const updateJob = postCall<JobUpdateRequest, JobRecord>(endpoints.job.update, jobSchema);

/** What saving a job changes (also a recurring job's save, `useUpdateRecurringJob`). */
export const jobSaveChanges = ['job', 'customer', 'dashboard', 'appointment', 'picklist'] as const;

/** The job editor's save: its page awaits the answer and renders nothing for the mutation's state. */
export function useUpdateJob() {
  return useQuietMutation(useRecordSaveOptions(updateJob, jobKeys.detail, jobSaveChanges));
}
