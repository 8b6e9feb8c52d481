import { endpoints } from '@/config/endpoints';
import { recordDelete } from '@/lib/record-endpoints';

/**
 * `DELETE Customer/Delete?context=…`. The server refuses (422) a customer that has intake, jobs or
 * sub-customers; the lists and its parent refresh.
 */
export const useDeleteCustomer = recordDelete({ endpoint: endpoints.customer.delete, tag: 'customer' }).useDelete;
