import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { contextQuery } from '@/lib/api-query';
import { jobStorageItemSchema, type JobStorageItem } from '@/lib/schemas/job-schemas';
import { resourceStorageResponseSchema, type ResourceStorageUploadRequest } from '@/lib/schemas/resource-storage-schemas';
import { resourceKeys } from './resource-keys';

/** `GET ResourceStorage/GetAllByResource?context=…`: the resource's images and files, newest first. */
export const useResourceStorage = contextQuery({ endpoint: endpoints.resourceStorage.getAllByResource, schema: resourceStorageResponseSchema, queryKey: resourceKeys.storage }).useQuery;

/** `POST ResourceStorage/Upload`; uploads and deletes also change the Images and Files screen. */
export function useUploadResourceStorage() {
  return useMutation({
    mutationFn: async (request: ResourceStorageUploadRequest): Promise<JobStorageItem> => jobStorageItemSchema.parse((await api.post(endpoints.resourceStorage.upload, request)).data),
    meta: { invalidates: ['resource', 'storage'] },
  });
}

/** `DELETE ResourceStorage/Delete?context=…&resourceContext=…`. */
export function useDeleteResourceStorage() {
  return useMutation({
    mutationFn: async ({ context, resourceContext }: { context: string; resourceContext: string }) => {
      await api.delete(endpoints.resourceStorage.delete, { params: { context, resourceContext } });
    },
    meta: { invalidates: ['resource', 'storage'] },
  });
}
