import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { contextQuery } from '@/lib/api-query';
import {
  resourceMaintenanceListSchema,
  resourceMaintenanceSchema,
  type MaintenanceCreateRequest,
  type MaintenanceUpdateRequest,
  type ResourceMaintenance,
} from '@/lib/schemas/resource-maintenance-schemas';
import { resourceKeys } from './resource-keys';

/** `GET ResourceMaintenance/GetAllByResource?context=…`: the resource's log, newest first. */
export const useResourceMaintenance = contextQuery({
  endpoint: endpoints.resourceMaintenance.getAllByResource,
  schema: resourceMaintenanceListSchema,
  queryKey: resourceKeys.maintenance,
}).useQuery;

/** `POST ResourceMaintenance/Create` or `Update` (with the entry's context): answers the saved entry. */
export async function saveMaintenance(request: MaintenanceCreateRequest | MaintenanceUpdateRequest): Promise<ResourceMaintenance> {
  const endpoint = 'context' in request ? endpoints.resourceMaintenance.update : endpoints.resourceMaintenance.create;
  return resourceMaintenanceSchema.parse((await api.post(endpoint, request)).data);
}

export function useSaveMaintenance() {
  return useMutation({ mutationFn: saveMaintenance, meta: { invalidates: ['resource'] } });
}

/** `DELETE ResourceMaintenance/Delete?context=…`. */
export function useDeleteMaintenance() {
  return useMutation({
    mutationFn: async (context: string) => {
      await api.delete(endpoints.resourceMaintenance.delete, { params: { context } });
    },
    meta: { invalidates: ['resource'] },
  });
}
