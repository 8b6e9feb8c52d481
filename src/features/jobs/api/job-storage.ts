import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { postCall } from '@/lib/api-mutation';
import { jobStorageItemSchema, type JobStorageItem } from '@/lib/schemas/job-schemas';
import { jobStorageResponseSchema, type JobStorageUploadRequest } from '@/lib/schemas/job-storage-schemas';
import { jobKeys } from './job-keys';
import { contextQuery } from '@/lib/api-query';

/** `GET JobStorage/GetAllByJobContext?context=…`: the job's images and files, newest first. */
const jobStorageQuery = contextQuery({ endpoint: endpoints.jobStorage.getAllByJobContext, schema: jobStorageResponseSchema, queryKey: jobKeys.storage });

export const getJobStorage = jobStorageQuery.request;
export const jobStorageQueryOptions = jobStorageQuery.queryOptions;
export const useJobStorage = jobStorageQuery.useQuery;

/** `POST JobStorage/Upload`: answers the stored image or file. */
export const uploadJobStorage = postCall<JobStorageUploadRequest, JobStorageItem>(endpoints.jobStorage.upload, jobStorageItemSchema);

/** `DELETE JobStorage/Delete?context=…&jobContext=…`. */
export async function deleteJobStorage({ context, jobContext }: { context: string; jobContext: string }): Promise<void> {
  await api.delete(endpoints.jobStorage.delete, { params: { context, jobContext } });
}

/** Uploads and deletes also change the Images and Files screen. */
export function useUploadJobStorage() {
  return useMutation({ mutationFn: uploadJobStorage, meta: { invalidates: ['job', 'storage'] } });
}

export function useDeleteJobStorage() {
  return useMutation({ mutationFn: deleteJobStorage, meta: { invalidates: ['job', 'storage'] } });
}
