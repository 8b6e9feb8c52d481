import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { formInstanceSchema, type FormInstance, type FormInstanceCreateRequest } from '@/lib/schemas/form-schemas';
import { formKeys } from './form-keys';

/** `POST FormInstance/Create`: adds an unanswered form from a template to its owner. */
export async function createFormInstance(request: FormInstanceCreateRequest): Promise<FormInstance> {
  const response = await api.post(endpoints.formInstance.create, request);
  return formInstanceSchema.parse(response.data);
}

export function useCreateFormInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFormInstance,
    meta: { invalidates: ['form'] },
    onSuccess: (created) => {
      queryClient.setQueryData(formKeys.detail(created.context), created);
    },
  });
}
