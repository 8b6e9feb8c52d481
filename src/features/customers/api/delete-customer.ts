import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { spareDeletedRecord } from '@/lib/query-client';

/**
 * `DELETE Customer/Delete?context=…`. The server refuses (422) a customer that has intake, jobs or
 * sub-customers.
 */
export async function deleteCustomer(context: string): Promise<void> {
  await api.delete(endpoints.customer.delete, { params: { context } });
}

/**
 * Deletes a customer; the lists and its parent refresh. The deleted customer's own page is not
 * refetched while it is still showing (that would be a 404).
 */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    meta: { invalidates: ['customer'] },
    onSuccess: (_, context) => spareDeletedRecord(queryClient, 'customer', context),
  });
}
