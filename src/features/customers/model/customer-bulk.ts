import { bulkFilterOf, type ListBulk } from '@/components/bulk/bulk-types';
import type { CustomerListItem, CustomerSearchRequest } from '@/lib/schemas/dashboard-schemas';

/**
 * The customer list's bulk changes (issue 20): Make Inactive, Make Active and Delete, over the
 * ticked customers or every customer the list's filter matches. Paging is dropped from the filter.
 */
export function customerBulk(request: CustomerSearchRequest): ListBulk<CustomerListItem> {
  return {
    entity: 'customer',
    noun: { one: 'customer', other: 'customers' },
    rowLabel: (customer) => `Select ${customer.customerName}`,
    filter: bulkFilterOf(request),
    actions: [
      { action: 'deactivate', label: 'Make Inactive', permission: 'CUST_U' },
      { action: 'activate', label: 'Make Active', permission: 'CUST_U' },
      { action: 'delete', label: 'Delete', permission: 'CUST_D' },
    ],
  };
}
