import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { locationKeys } from './location-keys';

/** `DELETE Location/Delete?context=…`. */
export async function deleteLocation(context: string): Promise<void> {
  await api.delete(endpoints.location.delete, { params: { context } });
}

/**
 * Deletes a location and refreshes the lists. The deleted location's own cache entry is left to
 * expire: removing it while its view page is still showing would refetch it (a 404).
 */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: locationKeys.lists() });
    },
  });
}
