import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { resourceSchema, type Resource, type ResourceCreateRequest, type ResourceUpdateRequest } from '@/lib/schemas/resource-schemas';
import { RESOURCE_CHANGES, resourceKeys } from './resource-keys';

/** `POST Resource/Create`: answers the saved resource. */
export async function createResource(request: ResourceCreateRequest): Promise<Resource> {
  return resourceSchema.parse((await api.post(endpoints.resource.create, request)).data);
}

/** `POST Resource/Update` with the version it was loaded at; a 409 is shown by the API client and the editor keeps what was typed. */
export async function updateResource(request: ResourceUpdateRequest): Promise<Resource> {
  return resourceSchema.parse((await api.post(endpoints.resource.update, request)).data);
}

function useSave<Request>(save: (request: Request) => Promise<Resource>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: { invalidates: [...RESOURCE_CHANGES] },
    onSuccess: (saved: Resource) => queryClient.setQueryData(resourceKeys.detail(saved.context), saved),
  });
}

export const useCreateResource = () => useSave(createResource);
export const useUpdateResource = () => useSave(updateResource);
