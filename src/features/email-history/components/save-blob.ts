import { downloadBlob } from '@/lib/download-blob';
import { attachmentType, isViewableInBrowser } from '../model/attachment-file';

export { downloadBlob };

const REVOKE_AFTER_MS = 60_000;

/**
 * Shows a file the browser can display (PDF, image, text) in a new tab; other files, or when the
 * browser blocks the new tab, are downloaded.
 */
export function openOrDownloadBlob(blob: Blob, filename: string): void {
  const type = attachmentType(blob.type, filename);
  if (!isViewableInBrowser(type)) {
    downloadBlob(blob, filename);
    return;
  }
  const typed = blob.type === type ? blob : new Blob([blob], { type });
  const url = URL.createObjectURL(typed);
  const opened = window.open(url, '_blank');
  if (!opened) {
    URL.revokeObjectURL(url);
    downloadBlob(blob, filename);
    return;
  }
  // The new tab has loaded the file well before this.
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
