import { endpoints } from '@/config/endpoints';
import { recordDelete } from '@/lib/record-endpoints';

/** `DELETE FormTemplate/Delete`: refused (422) while filled forms use the template. */
export const useDeleteFormTemplate = recordDelete({ endpoint: endpoints.formTemplate.delete, tag: 'form' }).useDelete;
