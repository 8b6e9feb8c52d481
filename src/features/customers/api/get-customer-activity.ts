import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { customerActivitySchema, type CustomerActivity } from '@/lib/schemas/customer-schemas';
import { customerKeys } from './customer-keys';

/** `GET Customer/GetActivity?context=…`: the customer's intake, jobs, proposals, invoices, payments and emails. */
export async function getCustomerActivity(context: string): Promise<CustomerActivity> {
  const response = await api.get(endpoints.customer.getActivity, { params: { context } });
  return customerActivitySchema.parse(response.data);
}

/** Fetched on every visit: intake, jobs and documents change on other pages. */
export function customerActivityQueryOptions(context: string) {
  return queryOptions({ queryKey: customerKeys.activity(context), queryFn: () => getCustomerActivity(context), staleTime: 0 });
}

export function useCustomerActivity(context: string) {
  return useQuery(customerActivityQueryOptions(context));
}
