import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { jobConfigSchema, type JobConfig } from '@/lib/schemas/job-schemas';
import { jobKeys } from './job-keys';

/** `GET Job/GetJobConfig?customerContext=…`: what choosing the customer pre-fills (spec 2 §3). */
export async function getJobConfig(customerContext: string): Promise<JobConfig> {
  const response = await api.get(endpoints.job.getJobConfig, { params: { customerContext } });
  return jobConfigSchema.parse(response.data);
}

/** The job name holds today's date: asked afresh each time a customer is chosen. */
export function jobConfigQueryOptions(customerContext: string) {
  return queryOptions({ queryKey: jobKeys.config(customerContext), queryFn: () => getJobConfig(customerContext), staleTime: 0 });
}
