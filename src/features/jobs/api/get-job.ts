import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { jobSchema, type JobRecord } from '@/lib/schemas/job-schemas';
import { jobKeys } from './job-keys';

/** `GET Job/GetByContext?context=…`. */
export async function getJob(context: string): Promise<JobRecord> {
  const response = await api.get(endpoints.job.get, { params: { context } });
  return jobSchema.parse(response.data);
}

export function jobQueryOptions(context: string) {
  return queryOptions({ queryKey: jobKeys.detail(context), queryFn: () => getJob(context) });
}

export function useJob(context: string) {
  return useQuery(jobQueryOptions(context));
}
