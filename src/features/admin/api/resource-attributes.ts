import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { entityKeys } from '@/lib/query-keys';
import {
  resourceAttributeAdminListSchema,
  resourceAttributeAdminSchema,
  type ResourceAttributeCreateRequest,
  type ResourceAttributeUpdateRequest,
} from '@/lib/schemas/resource-attribute-admin-schemas';

const keys = entityKeys('resource');

/** `GET ResourceAttribute/GetAllByResourceType`: a type's attributes, inactive ones too, with their use. */
export function useResourceTypeAttributes(typeContext: string) {
  return useQuery({
    queryKey: keys.key('type-attributes', typeContext),
    queryFn: async () => resourceAttributeAdminListSchema.parse((await api.get(endpoints.resourceAttribute.getAllByResourceType, { params: { context: typeContext } })).data),
  });
}

/** Changes reach the resource editors' attribute pickers too (both under `resource`). */
export function useCreateResourceAttribute() {
  return useMutation({
    mutationFn: async (request: ResourceAttributeCreateRequest) => resourceAttributeAdminSchema.parse((await api.post(endpoints.resourceAttribute.create, request)).data),
    meta: { invalidates: ['resource'] },
  });
}

export function useUpdateResourceAttribute() {
  return useMutation({
    mutationFn: async (request: ResourceAttributeUpdateRequest) => resourceAttributeAdminSchema.parse((await api.post(endpoints.resourceAttribute.update, request)).data),
    meta: { invalidates: ['resource'] },
  });
}

export function useDeleteResourceAttribute() {
  return useMutation({
    mutationFn: async (context: string) => {
      await api.delete(endpoints.resourceAttribute.delete, { params: { context } });
    },
    meta: { invalidates: ['resource'] },
  });
}
