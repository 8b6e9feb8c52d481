import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { formTemplateListItemSchema } from '@/lib/schemas/form-template-admin-schemas';
import { adminCatalogueKeys } from './admin-catalogue-keys';

/** `POST FormTemplateSearch/Search`: one page of templates, active or not, with their use. */
const search = recordSearch({
  endpoint: endpoints.formTemplate.search,
  item: formTemplateListItemSchema,
  queryKey: adminCatalogueKeys.templateList,
});
export const useFormTemplateSearch = search.useSearch;
/** One page of the search (an export walks every page). */
export const searchFormTemplates = search.request;
