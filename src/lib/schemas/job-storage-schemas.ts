import { z } from 'zod';
import { jobStorageItemSchema } from './job-schemas';

/**
 * A job's images and files (spec 2 §2 "Images and files"): uploaded to the account's storage and
 * linked to the job, so they also appear in Images and Files. Bytes travel as base64. Downloads use
 * `DownloadImage` and `DownloadFile` with the item's context.
 */

export const JOB_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** Spec 3 §5: images up to 5 MB. */
export const JOB_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const JOB_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const jobStorageMessages = {
  jobRequired: 'A job context is required.',
  nameRequired: 'A file name is required.',
  dataRequired: 'The file is empty.',
  imageType: 'Images must be jpg, jpeg or png.',
  imageTooLarge: 'Images cannot be larger than 5 MB.',
  fileTooLarge: 'Files cannot be larger than 10 MB.',
  contextRequired: 'A context is required.',
  notOnJob: 'The image or file was not found on this job.',
} as const;

/** `GET JobStorage/GetAllByJobContext?context=…`: newest first. */
export const jobStorageResponseSchema = z.object({ images: z.array(jobStorageItemSchema), files: z.array(jobStorageItemSchema) });
export type JobStorageResponse = z.infer<typeof jobStorageResponseSchema>;

/** `POST JobStorage/Upload`: `kind` image (jpg, jpeg, png, ≤ 5 MB) or file (≤ 10 MB). Answers the stored item. */
export const jobStorageUploadRequestSchema = z.object({
  jobContext: z.string().min(1, jobStorageMessages.jobRequired),
  kind: z.enum(['image', 'file']),
  name: z.string().trim().min(1, jobStorageMessages.nameRequired).max(255),
  contentType: z.string().min(1),
  /** Base64 bytes. */
  data: z.string().min(1, jobStorageMessages.dataRequired),
});
export type JobStorageUploadRequest = z.infer<typeof jobStorageUploadRequestSchema>;
