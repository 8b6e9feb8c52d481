import { entityKeys } from '@/lib/query-keys';
import type { SupplierSearchRequest } from '@/lib/schemas/supplier-schemas';

const keys = entityKeys('supplier');

/** Query keys of the suppliers feature, rooted at the `supplier` tag that mutations invalidate. */
export const supplierKeys = {
  ...keys,
  list: (request: SupplierSearchRequest) => keys.key('list', request),
};
