import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { customerSchema, type CustomerRecord } from '@/lib/schemas/customer-schemas';
import { customerKeys } from './customer-keys';

/** `GET Customer/GetByContext?context=…`: the whole customer with addresses, contacts and job defaults. */
export async function getCustomer(context: string): Promise<CustomerRecord> {
  const response = await api.get(endpoints.customer.get, { params: { context } });
  return customerSchema.parse(response.data);
}

export function customerQueryOptions(context: string) {
  return queryOptions({ queryKey: customerKeys.detail(context), queryFn: () => getCustomer(context) });
}

export function useCustomer(context: string | null | undefined, options: { refetchOnWindowFocus?: boolean } = {}) {
  return useQuery({
    ...customerQueryOptions(context ?? ''),
    enabled: Boolean(context),
    refetchOnWindowFocus: options.refetchOnWindowFocus ?? true,
  });
}
