import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { customerListItemSchema } from '@/lib/schemas/customer-schemas';
import { customerKeys } from './customer-keys';

const customerSearch = recordSearch({
  endpoint: endpoints.customerSearch.search,
  item: customerListItemSchema,
  queryKey: customerKeys.list,
});

/** One page of the customer search (an export walks every page). */
export const searchCustomers = customerSearch.request;
/** `POST CustomerSearch/Search`: one page of customers matching the filter; the previous page stays while the next loads. */
export const useCustomerSearch = customerSearch.useSearch;
/** Starts loading a customer search the list is about to show. */
export const usePrefetchCustomerSearch = customerSearch.usePrefetch;
