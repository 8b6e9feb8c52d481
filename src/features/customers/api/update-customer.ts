import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { customerSchema, type CustomerRecord } from '@/lib/schemas/customer-schemas';
import { type CustomerUpdateRequest } from '@/lib/schemas/customer-request-schemas';
import { customerKeys } from './customer-keys';

/**
 * `POST Customer/Update` with the version the customer was loaded at; a 409 (changed since) is
 * shown by the API client and the editor keeps what was typed.
 */
export async function updateCustomer(request: CustomerUpdateRequest): Promise<CustomerRecord> {
  const response = await api.post(endpoints.customer.update, request);
  return customerSchema.parse(response.data);
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    // Names, parents and job defaults show on other customers' pages and in new jobs.
    meta: { invalidates: ['customer'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(customerKeys.detail(saved.context), saved);
    },
  });
}
