import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import type { ImageSize } from '@/lib/schemas/storage-schemas';
import { storageKeys } from './storage-keys';

/**
 * An image's bytes (`GET DownloadImage?context=&size=`). An image call: a failure shows the image's
 * own placeholder, never the error modal, and a missing or forbidden image does not leave the page.
 */
export async function downloadImage(context: string, size: ImageSize): Promise<Blob> {
  const response = await api.get<ArrayBuffer>(endpoints.storage.downloadImage, {
    params: { context, size },
    responseType: 'arraybuffer',
    meta: { isImageCall: true, handledStatuses: [403, 404] },
  });
  const type = String(response.headers['content-type'] ?? 'image/png');
  return new Blob([response.data], { type });
}

export function imageQueryOptions(context: string, size: ImageSize) {
  return queryOptions({
    queryKey: storageKeys.image(context, size),
    queryFn: () => downloadImage(context, size),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
}

export function useImage(context: string, size: ImageSize) {
  return useQuery(imageQueryOptions(context, size));
}
