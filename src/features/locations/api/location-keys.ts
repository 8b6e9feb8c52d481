import { entityKeys } from '@/lib/query-keys';
import type { LocationSearchRequest } from '@/lib/schemas/location-schemas';

const keys = entityKeys('location');

/** Query keys of the locations feature, rooted at the `location` tag that mutations invalidate. */
export const locationKeys = {
  ...keys,
  list: (request: LocationSearchRequest) => keys.key('list', request),
};
