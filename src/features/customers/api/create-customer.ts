import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { customerSchema, type CustomerRecord } from '@/lib/schemas/customer-schemas';
import { type CustomerCreateRequest } from '@/lib/schemas/customer-request-schemas';
import { customerKeys } from './customer-keys';

/** `POST Customer/Create`: answers the saved customer. */
export async function createCustomer(request: CustomerCreateRequest): Promise<CustomerRecord> {
  const response = await api.post(endpoints.customer.create, request);
  return customerSchema.parse(response.data);
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    // Lists, and the parent's page of a new sub-customer.
    meta: { invalidates: ['customer'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(customerKeys.detail(saved.context), saved);
    },
  });
}
