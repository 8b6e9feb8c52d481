import { entityKeys } from '@/lib/query-keys';
import type { PicklistKind } from '@/lib/schemas/picklist-schemas';

const keys = entityKeys('picklist');

/** Query keys of the cached picklists. */
export const picklistKeys = {
  all: keys.all,
  byKind: (kind: PicklistKind) => keys.key(kind),
};
