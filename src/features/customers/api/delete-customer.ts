import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { customerKeys } from './customer-keys';

/**
 * `DELETE Customer/Delete?context=…`. The server refuses (422) a customer that has intake, jobs or
 * sub-customers.
 */
export async function deleteCustomer(context: string): Promise<void> {
  await api.delete(endpoints.customer.delete, { params: { context } });
}

/**
 * Deletes a customer and refreshes the lists and its parent. The deleted customer's own cache entry
 * is left to expire: removing it while its view page is still showing would refetch it (a 404).
 */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: async (_, context) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.details(), predicate: (query) => query.queryKey[2] !== context }),
      ]);
    },
  });
}
