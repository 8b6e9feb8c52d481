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
    meta: { invalidates: ['form'] },
    onSuccess: (saved) => {
      queryClient.setQueryData(formKeys.detail(saved.context), saved);
    },
    onError: (error, request) => {
      // Deleted meanwhile: the owners' lists stop showing it.
      if (!axios.isAxiosError(error) || error.response?.status !== 404) return;
      queryClient.setQueriesData<FormInstance[]>({ queryKey: formKeys.byOwners() }, (forms) => forms?.filter((form) => form.context !== request.context));
    },
  });
}
