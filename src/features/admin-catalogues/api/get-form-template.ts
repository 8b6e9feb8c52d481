import { endpoints } from '@/config/endpoints';
import { recordDetail } from '@/lib/record-endpoints';
import { formTemplateRecordSchema } from '@/lib/schemas/form-template-admin-schemas';
import { adminCatalogueKeys } from './admin-catalogue-keys';

/** `GET FormTemplate/GetByContext`: one template with its fields, use and version. */
export const useFormTemplate = recordDetail({
  endpoint: endpoints.formTemplate.get,
  schema: formTemplateRecordSchema,
  queryKey: adminCatalogueKeys.template,
}).useRecord;
