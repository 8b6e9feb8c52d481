import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { storageDeleteResponseSchema } from '@/lib/schemas/storage-schemas';
import { storageKeys } from './storage-keys';

/** Deletes images by context (`POST DeleteImages`); answers how many were deleted. */
export async function deleteImages(contexts: string[]): Promise<number> {
  const response = await api.post(endpoints.storage.deleteImages, contexts);
  return storageDeleteResponseSchema.parse(response.data).deletedCount;
}

export function useDeleteImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImages,
    onSuccess: async (_deleted, contexts) => {
      for (const context of contexts) {
        queryClient.removeQueries({ queryKey: storageKeys.image(context, 'thumbnail') });
        queryClient.removeQueries({ queryKey: storageKeys.image(context, 'full') });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storageKeys.searches('image') }),
        queryClient.invalidateQueries({ queryKey: storageKeys.account() }),
      ]);
    },
  });
}
