import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { storageDeleteResponseSchema } from '@/lib/schemas/storage-schemas';

/** Deletes files by context (`POST DeleteFiles`); answers how many were deleted. */
export async function deleteFiles(contexts: string[]): Promise<number> {
  const response = await api.post(endpoints.storage.deleteFiles, contexts);
  return storageDeleteResponseSchema.parse(response.data).deletedCount;
}

/** Deletes files; the listings and the disk usage refresh. */
export function useDeleteFiles() {
  return useMutation({ mutationFn: deleteFiles, meta: { invalidates: ['storage'] } });
}
