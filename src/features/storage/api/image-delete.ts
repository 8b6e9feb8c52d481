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

/** Deletes images; the listings and the disk usage refresh, and the deleted images' bytes leave the cache. */
export function useDeleteImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImages,
    meta: { invalidates: ['storage'] },
    onSuccess: (_deleted, contexts) => {
      for (const context of contexts) {
        queryClient.removeQueries({ queryKey: storageKeys.image(context, 'thumbnail') });
        queryClient.removeQueries({ queryKey: storageKeys.image(context, 'full') });
      }
    },
  });
}
