import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { supplierListItemSchema } from '@/lib/schemas/supplier-schemas';
import { supplierKeys } from './supplier-keys';

/** `POST SupplierSearch/Search`: one page of suppliers matching the filter; the previous page stays while the next loads. */
export const useSupplierSearch = recordSearch({
  endpoint: endpoints.supplier.search,
  item: supplierListItemSchema,
  queryKey: supplierKeys.list,
}).useSearch;
