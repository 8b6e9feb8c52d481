import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { jobPaymentsResponseSchema, type JobPaymentsResponse } from '@/lib/schemas/job-payment-schemas';
import { jobKeys } from './job-keys';

/** `GET Payment/GetAllByJobContext?context=…`: the job's payments, their sum and the job's invoices with balances. */
export async function getJobPayments(context: string): Promise<JobPaymentsResponse> {
  const response = await api.get(endpoints.payment.getAllByJobContext, { params: { context } });
  return jobPaymentsResponseSchema.parse(response.data);
}

export function jobPaymentsQueryOptions(context: string) {
  return queryOptions({ queryKey: jobKeys.payments(context), queryFn: () => getJobPayments(context) });
}

export function useJobPayments(context: string, options: { enabled: boolean }) {
  return useQuery({ ...jobPaymentsQueryOptions(context), enabled: options.enabled });
}
