import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { spareDeletedRecord } from '@/lib/query-client';

/** `DELETE Supplier/Delete?context=…`. */
export async function deleteSupplier(context: string): Promise<void> {
  await api.delete(endpoints.supplier.delete, { params: { context } });
}

/**
 * Deletes a supplier; the lists refresh. The deleted supplier's own page is not refetched while it is
 * still showing (that would be a 404).
 */
export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    meta: { invalidates: ['supplier'] },
    onSuccess: (_, context) => spareDeletedRecord(queryClient, 'supplier', context),
  });
}
