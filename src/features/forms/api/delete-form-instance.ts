import axios from 'axios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import type { FormInstance } from '@/lib/schemas/form-schemas';
import { formKeys } from './form-keys';

/** `DELETE FormInstance/Delete?context=…`. A form someone else already deleted (404) counts as deleted. */
export async function deleteFormInstance(context: string): Promise<void> {
  try {
    await api.delete(endpoints.formInstance.delete, { params: { context }, meta: { handledStatuses: [404] } });
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) return;
    throw error;
  }
}

/** Deletes a form; its owner's list refreshes. */
export function useDeleteFormInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instance: Pick<FormInstance, 'context' | 'ownerKind' | 'ownerContext'>) => deleteFormInstance(instance.context),
    meta: { invalidates: ['form'] },
    onSuccess: (_result, instance) => {
      queryClient.removeQueries({ queryKey: formKeys.detail(instance.context) });
    },
  });
}
