import { entityKeys } from '@/lib/query-keys';
import type { FormTemplateSearchRequest } from '@/lib/schemas/form-template-admin-schemas';

const formKeys = entityKeys('form');
const jobKeys = entityKeys('job');

/**
 * Query keys of the administration pages: templates under the forms' `form` tag and the
 * catalogues under the jobs' `job` tag, so a change here refreshes what the forms and jobs show.
 */
export const adminCatalogueKeys = {
  templateList: (request: FormTemplateSearchRequest) => formKeys.key('template-admin', 'list', request),
  template: (context: string) => formKeys.key('template-admin', 'detail', context),
  discounts: () => jobKeys.key('catalogue-admin', 'discount'),
  taxOverrides: () => jobKeys.key('catalogue-admin', 'tax-override'),
};
