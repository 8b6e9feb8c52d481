import { endpoints } from '@/config/endpoints';
import { recordDelete } from '@/lib/record-endpoints';

/** `DELETE Location/Delete?context=…`. */
export const useDeleteLocation = recordDelete({ endpoint: endpoints.location.delete, tag: 'location' }).useDelete;
