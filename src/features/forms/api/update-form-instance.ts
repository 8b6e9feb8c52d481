import axios from 'axios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { formInstanceSchema, type FormInstance, type FormInstanceUpdateRequest } from '@/lib/schemas/form-schemas';
import { formKeys } from './form-keys';

/**
 * `POST FormInstance/Update` with the version the form was loaded at. A 409 (changed since) and a 404 (deleted meanwhile) are the
 * caller's to show: the fill dialog keeps the answers and says why (and offers to reload after a 409).
 */
export async function updateFormInstance(request: FormInstanceUpdateRequest): Promise<FormInstance> {
  const response = await api.post(endpoints.formInstance.update, request, { meta: { handledStatuses: [404, 409] } });
  return formInstanceSchema.parse(response.data);
}

export function useUpdateFormInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormInstance,
    onSuccess: async (saved) => {
      queryClient.setQueryData(formKeys.detail(saved.context), saved);
      await queryClient.invalidateQueries({ queryKey: formKeys.byOwner(saved.ownerKind, saved.ownerContext) });
    },
    onError: async (error) => {
      // Deleted meanwhile: the owner's list should stop showing it.
      if (axios.isAxiosError(error) && error.response?.status === 404) await queryClient.invalidateQueries({ queryKey: formKeys.byOwners() });
    },
  });
}
