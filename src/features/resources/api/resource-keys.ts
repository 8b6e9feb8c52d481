import { entityKeys } from '@/lib/query-keys';
import type { ResourceSearchRequest } from '@/lib/schemas/resource-schemas';

const keys = entityKeys('resource');

/** Query keys of the resources feature, rooted at the `resource` tag that mutations invalidate. */
export const resourceKeys = {
  ...keys,
  list: (request: ResourceSearchRequest) => keys.key('list', request),
  /** The attributes a resource type offers. */
  attributes: (resourceTypeContext: string) => keys.key('attributes', resourceTypeContext),
  maintenance: (resourceContext: string) => keys.key('maintenance', resourceContext),
  storage: (resourceContext: string) => keys.key('storage', resourceContext),
};

/** The company's locations picklist lives under `location`, so saving a location refreshes it. */
export const locationPicklistKey = () => entityKeys('location').key('picklist');

/**
 * What a resource save or delete changes: the resources, and the pricebook's cached resource
 * picklist (spec 3 §4: the resource picklist cache is cleared after create, update and delete).
 */
export const RESOURCE_CHANGES = ['resource', 'pricebook'] as const;
