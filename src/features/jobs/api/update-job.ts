import { useQueryClient } from '@tanstack/react-query';
import { useQuietMutation } from '@/lib/use-quiet-mutation';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { jobSchema, type JobRecord, type JobUpdateRequest } from '@/lib/schemas/job-schemas';
import { jobKeys } from './job-keys';

/**
 * `POST Job/Update` with the version the job was loaded at; a 409 (changed since) is shown by the
 * API client and the editor keeps what was typed.
 */
export async function updateJob(request: JobUpdateRequest): Promise<JobRecord> {
  const response = await api.post(endpoints.job.update, request);
  return jobSchema.parse(response.data);
}

/** The job editor's save: its page awaits the answer and renders nothing for the mutation's state. */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useQuietMutation({
    mutationFn: updateJob,
    meta: { invalidates: ['job', 'customer', 'dashboard', 'appointment', 'picklist'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(jobKeys.detail(saved.context), saved);
    },
  });
}
