import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import type { StorageItem } from '@/lib/schemas/storage-schemas';
import { fileNameFromDisposition } from '../model/storage-display';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** A file's bytes and name (`GET DownloadFile?context=`; the name from Content-Disposition). */
export async function downloadFile(file: Pick<StorageItem, 'context' | 'name'>): Promise<DownloadedFile> {
  // Bytes as an ArrayBuffer (the most portable response type), then a Blob of the served type.
  const response = await api.get<ArrayBuffer>(endpoints.storage.downloadFile, { params: { context: file.context }, responseType: 'arraybuffer' });
  const header = response.headers['content-disposition'] as string | undefined;
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  return { blob: new Blob([response.data], { type }), fileName: fileNameFromDisposition(header) ?? file.name };
}

/** Hands the bytes to the browser as a download, then releases the object URL. */
export function saveDownloadedFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the bytes once the click is handled; a moment later the URL can go.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Downloads a file and saves it; `variables` tells which file is on its way. */
export function useDownloadFile() {
  return useMutation({
    mutationFn: downloadFile,
    onSuccess: saveDownloadedFile,
  });
}
