import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { jobConfigResponseSchema, type JobConfigResponse } from '@/lib/schemas/customer-schemas';
import { customerKeys } from './customer-keys';

/**
 * `GET Customer/GetJobConfig?context=…`: the defaults of a new job for the customer: jobName (from
 * the customer's job name pattern, today's date in the client's time zone), discount, paymentTerm
 * and taxOverride.
 */
export async function getCustomerJobConfig(context: string): Promise<JobConfigResponse> {
  const response = await api.get(endpoints.customer.getJobConfig, { params: { context } });
  return jobConfigResponseSchema.parse(response.data);
}

/** Always fetched fresh: the job name carries today's date and the next job number. */
export function customerJobConfigQueryOptions(context: string) {
  return queryOptions({ queryKey: customerKeys.jobConfig(context), queryFn: () => getCustomerJobConfig(context), staleTime: 0 });
}

export function useCustomerJobConfig(context: string | null | undefined) {
  return useQuery({ ...customerJobConfigQueryOptions(context ?? ''), enabled: Boolean(context) });
}
