import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import {
  formTemplateRecordSchema,
  type FormTemplateInput,
  type FormTemplateRecord,
  type FormTemplateUpdateRequest,
} from '@/lib/schemas/form-template-admin-schemas';
import { adminCatalogueKeys } from './admin-catalogue-keys';

/** `POST FormTemplate/Create`: answers the saved template. */
export async function createFormTemplate(request: FormTemplateInput): Promise<FormTemplateRecord> {
  const response = await api.post(endpoints.formTemplate.create, request);
  return formTemplateRecordSchema.parse(response.data);
}

/** `POST FormTemplate/Update` at the version loaded; a 409 is shown by the API client and the editor keeps the edits. */
export async function updateFormTemplate(request: FormTemplateUpdateRequest): Promise<FormTemplateRecord> {
  const response = await api.post(endpoints.formTemplate.update, request);
  return formTemplateRecordSchema.parse(response.data);
}

function useSaveFormTemplate<R>(save: (request: R) => Promise<FormTemplateRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: { invalidates: ['form'] },
    onSuccess: (saved) => queryClient.setQueryData(adminCatalogueKeys.template(saved.context), saved),
  });
}

export function useCreateFormTemplate() {
  return useSaveFormTemplate(createFormTemplate);
}

export function useUpdateFormTemplate() {
  return useSaveFormTemplate(updateFormTemplate);
}
