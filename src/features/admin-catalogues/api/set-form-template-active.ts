import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { formTemplateRecordSchema, type FormTemplateRecord, type FormTemplateSetActiveRequest } from '@/lib/schemas/form-template-admin-schemas';

/** `POST FormTemplate/SetActive`: an inactive template is no longer offered when adding a form. */
export function useSetFormTemplateActive() {
  return useMutation({
    mutationFn: async (request: FormTemplateSetActiveRequest): Promise<FormTemplateRecord> =>
      formTemplateRecordSchema.parse((await api.post(endpoints.formTemplate.setActive, request)).data),
    meta: { invalidates: ['form'] },
  });
}
