import type { FormOwnerKind } from '@/lib/schemas/form-schemas';

/** Query keys of the forms feature; mutations invalidate through them. */
export const formKeys = {
  all: ['forms'] as const,
  templates: () => ['forms', 'templates'] as const,
  instances: () => ['forms', 'instances'] as const,
  byOwners: () => ['forms', 'instances', 'owner'] as const,
  byOwner: (ownerKind: FormOwnerKind, ownerContext: string) => ['forms', 'instances', 'owner', ownerKind, ownerContext] as const,
  details: () => ['forms', 'instances', 'detail'] as const,
  detail: (context: string) => ['forms', 'instances', 'detail', context] as const,
};
