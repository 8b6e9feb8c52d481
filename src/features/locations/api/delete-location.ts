import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { spareDeletedRecord } from '@/lib/query-client';

/** `DELETE Location/Delete?context=…`. */
export async function deleteLocation(context: string): Promise<void> {
  await api.delete(endpoints.location.delete, { params: { context } });
}

/**
 * Deletes a location; the lists refresh. The deleted location's own page is not refetched while it is
 * still showing (that would be a 404).
 */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    meta: { invalidates: ['location'] },
    onSuccess: (_, context) => spareDeletedRecord(queryClient, 'location', context),
  });
}
