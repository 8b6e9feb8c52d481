import { endpoints } from '@/config/endpoints';
import { recordDelete } from '@/lib/record-endpoints';

/** `DELETE Supplier/Delete?context=…`. */
export const useDeleteSupplier = recordDelete({ endpoint: endpoints.supplier.delete, tag: 'supplier' }).useDelete;
