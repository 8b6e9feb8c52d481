import { JOB_FILE_MAX_BYTES, JOB_IMAGE_MAX_BYTES, JOB_IMAGE_TYPES, jobStorageMessages } from '@/lib/schemas/job-storage-schemas';

export type RecordStorageKind = 'image' | 'file';

/** Why a chosen file cannot be uploaded as `kind`, or null when it can (spec 3 §5: jpg, jpeg, png images up to 5 MB). */
export function uploadProblem(kind: RecordStorageKind, file: { type: string; size: number; name: string }): string | null {
  if (file.size === 0) return jobStorageMessages.dataRequired;
  if (kind === 'image') {
    const typed = (JOB_IMAGE_TYPES as readonly string[]).includes(file.type) || /\.(jpe?g|png)$/i.test(file.name);
    if (!typed) return jobStorageMessages.imageType;
    if (file.size > JOB_IMAGE_MAX_BYTES) return jobStorageMessages.imageTooLarge;
    return null;
  }
  return file.size > JOB_FILE_MAX_BYTES ? jobStorageMessages.fileTooLarge : null;
}

/** A size as people read it: 512 B, 14.2 KB, 3.1 MB. */
export function byteSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "2 images, 1 file": what a record's Images and Files section holds. */
export function storageSummary(images: number, files: number): string {
  return `${images} ${images === 1 ? 'image' : 'images'}, ${files} ${files === 1 ? 'file' : 'files'}`;
}
