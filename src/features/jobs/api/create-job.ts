import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { jobSchema, type JobCreateRequest, type JobRecord } from '@/lib/schemas/job-schemas';
import { jobKeys } from './job-keys';

/** `POST Job/Create`: answers the saved job. */
export async function createJob(request: JobCreateRequest): Promise<JobRecord> {
  const response = await api.post(endpoints.job.create, request);
  return jobSchema.parse(response.data);
}

/** Creating a job also changes its intake (its jobs and history) and the customer's activity. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    meta: { invalidates: ['job', 'intake', 'customer'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(jobKeys.detail(saved.context), saved);
    },
  });
}
