import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { customerSchema, type CustomerCreateRequest, type CustomerRecord } from '@/lib/schemas/customer-schemas';
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
    onSuccess: async (saved) => {
      queryClient.setQueryData(customerKeys.detail(saved.context), saved);
      // A new sub-customer shows on its parent's page.
      if (saved.parent) await queryClient.invalidateQueries({ queryKey: customerKeys.detail(saved.parent.context) });
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
