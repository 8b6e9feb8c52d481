import { endpoints } from '@/config/endpoints';
import { postCall, useSaveRecord } from '@/lib/api-mutation';
import {
  formTemplateRecordSchema,
  type FormTemplateInput,
  type FormTemplateRecord,
  type FormTemplateUpdateRequest,
} from '@/lib/schemas/form-template-admin-schemas';
import { adminCatalogueKeys } from './admin-catalogue-keys';

/** `POST FormTemplate/Create`: answers the saved template. */
export const createFormTemplate = postCall<FormTemplateInput, FormTemplateRecord>(endpoints.formTemplate.create, formTemplateRecordSchema);

/** `POST FormTemplate/Update` at the version loaded; a 409 is shown by the API client and the editor keeps the edits. */
export const updateFormTemplate = postCall<FormTemplateUpdateRequest, FormTemplateRecord>(endpoints.formTemplate.update, formTemplateRecordSchema);

export function useCreateFormTemplate() {
  return useSaveRecord(createFormTemplate, adminCatalogueKeys.template, ['form']);
}

export function useUpdateFormTemplate() {
  return useSaveRecord(updateFormTemplate, adminCatalogueKeys.template, ['form']);
}
