import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { customerListItemSchema } from '@/lib/schemas/customer-schemas';
import { customerKeys } from './customer-keys';

/** `POST CustomerSearch/Search`: one page of customers matching the filter; the previous page stays while the next loads. */
export const useCustomerSearch = recordSearch({
  endpoint: endpoints.customerSearch.search,
  item: customerListItemSchema,
  queryKey: customerKeys.list,
}).useSearch;
