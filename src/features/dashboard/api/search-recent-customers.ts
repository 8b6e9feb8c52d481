import { endpoints } from '@/config/endpoints';
import { customerListItemSchema, type CustomerListItem, type CustomerSearchRequest } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { recentRecordSearch } from './search-recent-records';

/** The customer snapshot: the customer search with `recentlyUsed` or `assignedTo`, newest first, first 50. */
const recentCustomers = recentRecordSearch<CustomerListItem, CustomerSearchRequest>({
  endpoint: endpoints.customerSearch.search,
  item: customerListItemSchema,
  queryKey: dashboardKeys.recentCustomers,
  body: ({ recentlyUsed, assignedTo }) => ({ searchTerm: '', active: null, recentlyUsed, assignedTo, sort: { by: 'DateCreated', direction: 'DESC' } }),
});

export const searchRecentCustomers = recentCustomers.fetchRecent;
export const recentCustomersQueryOptions = recentCustomers.recentQueryOptions;
export const useRecentCustomers = recentCustomers.useRecent;
