import { entityKeys } from '@/lib/query-keys';
import type { FormOwnerKind } from '@/lib/schemas/form-schemas';

const keys = entityKeys('form');

/** Query keys of the forms feature, rooted at the `form` tag that mutations invalidate. */
export const formKeys = {
  all: keys.all,
  templates: () => keys.key('templates'),
  instances: () => keys.key('instances'),
  byOwners: () => keys.key('instances', 'owner'),
  byOwner: (ownerKind: FormOwnerKind, ownerContext: string) => keys.key('instances', 'owner', ownerKind, ownerContext),
  details: () => keys.key('instances', 'detail'),
  detail: (context: string) => keys.key('instances', 'detail', context),
};
