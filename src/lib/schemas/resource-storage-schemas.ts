import { z } from 'zod';
import { jobStorageResponseSchema, jobStorageUploadRequestSchema } from './job-storage-schemas';

/**
 * A resource's images and files (spec 3 §2 resource editor "images and files"): stored in the
 * account's storage linked to the resource (mapped type Resources), with the job uploads' rules.
 */

export const resourceStorageMessages = {
  resourceRequired: 'A resource context is required.',
  notOnResource: 'The image or file was not found on this resource.',
} as const;

/** `GET ResourceStorage/GetAllByResource?context=…`: a resource's images and files, newest first (the job storage's shape). */
export const resourceStorageResponseSchema = jobStorageResponseSchema;
export type ResourceStorageResponse = z.infer<typeof resourceStorageResponseSchema>;

/** `POST ResourceStorage/Upload`: the job upload's rules with the resource instead of the job. */
export const resourceStorageUploadRequestSchema = jobStorageUploadRequestSchema
  .omit({ jobContext: true })
  .extend({ resourceContext: z.string().min(1, resourceStorageMessages.resourceRequired) });
export type ResourceStorageUploadRequest = z.infer<typeof resourceStorageUploadRequestSchema>;
