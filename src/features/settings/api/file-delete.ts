import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { storageDeleteResponseSchema } from '@/lib/schemas/storage-schemas';
import { storageKeys } from './storage-keys';

/** Deletes files by context (`POST DeleteFiles`); answers how many were deleted. */
export async function deleteFiles(contexts: string[]): Promise<number> {
  const response = await api.post(endpoints.storage.deleteFiles, contexts);
  return storageDeleteResponseSchema.parse(response.data).deletedCount;
}

export function useDeleteFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFiles,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storageKeys.searches('file') }),
        queryClient.invalidateQueries({ queryKey: storageKeys.account() }),
      ]);
    },
  });
}
