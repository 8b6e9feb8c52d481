import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { spareDeletedRecord } from '@/lib/query-client';
import { RESOURCE_CHANGES } from './resource-keys';

/** `DELETE Resource/Delete?context=…`: the lists and the pricebook's resource picklist refresh; the deleted record's page is not refetched. */
export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (context: string) => {
      await api.delete(endpoints.resource.delete, { params: { context } });
    },
    meta: { invalidates: [...RESOURCE_CHANGES] },
    onSuccess: (_: void, context: string) => spareDeletedRecord(queryClient, 'resource', context),
  });
}
