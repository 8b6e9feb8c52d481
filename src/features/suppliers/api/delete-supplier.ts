import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { supplierKeys } from './supplier-keys';

/** `DELETE Supplier/Delete?context=…`. */
export async function deleteSupplier(context: string): Promise<void> {
  await api.delete(endpoints.supplier.delete, { params: { context } });
}

/**
 * Deletes a supplier and refreshes the lists. The deleted supplier's own cache entry is left to
 * expire: removing it while its view page is still showing would refetch it (a 404).
 */
export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: supplierKeys.lists() });
    },
  });
}
