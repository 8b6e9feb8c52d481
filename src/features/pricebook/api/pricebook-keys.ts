import { entityKeys } from '@/lib/query-keys';
import type { PricebookEntityType, PricebookSearchRequest } from '@/lib/schemas/pricebook-schemas';

const keys = entityKeys('pricebook');
const imageKeys = entityKeys('pricebook-image');

/**
 * Query keys of the pricebook, rooted at the `pricebook` tag that its mutations invalidate. Image
 * bytes live under `pricebook-image`: a new image gets a new guid, so they are never invalidated.
 */
export const pricebookKeys = {
  ...keys,
  search: (type: PricebookEntityType, request: PricebookSearchRequest) => keys.key('list', type, request),
  record: (type: PricebookEntityType, context: string) => keys.key('detail', type, context),
  categoryOptions: () => keys.key('options', 'category'),
  possibleParents: (context: string) => keys.key('options', 'parents', context),
  vendorOptions: () => keys.key('options', 'vendor'),
  resources: () => keys.key('options', 'resource'),
  exportList: () => keys.key('export'),
  reconciliation: (jobContext: string) => keys.key('reconciliation', jobContext),
  quantityReconciled: (jobDetailContext: string) => keys.key('reconciled', jobDetailContext),
  image: (type: PricebookImageOwner, guid: string) => imageKeys.key(type, guid),
};

/** The kinds of pricebook entry that have an image. */
export type PricebookImageOwner = 'Item' | 'Bundle' | 'Category';
