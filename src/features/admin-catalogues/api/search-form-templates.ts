import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { formTemplateListItemSchema } from '@/lib/schemas/form-template-admin-schemas';
import { adminCatalogueKeys } from './admin-catalogue-keys';

/** `POST FormTemplateSearch/Search`: one page of templates, active or not, with their use. */
export const useFormTemplateSearch = recordSearch({
  endpoint: endpoints.formTemplate.search,
  item: formTemplateListItemSchema,
  queryKey: adminCatalogueKeys.templateList,
}).useSearch;
