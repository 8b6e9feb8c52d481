import type { PicklistKind } from '@/lib/schemas/picklist-schemas';

/** Query keys of the cached picklists. */
export const picklistKeys = {
  all: ['picklists'] as const,
  byKind: (kind: PicklistKind) => ['picklists', kind] as const,
};
