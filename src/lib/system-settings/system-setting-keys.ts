import { entityKeys } from '@/lib/query-keys';
import type { SystemSettingSearchRequest } from '@/lib/schemas/settings-schemas';

const keys = entityKeys('system-setting');

/** Query keys of the system settings, rooted at the `system-setting` tag that every update invalidates (settings are re-initialized). */
export const systemSettingKeys = {
  all: keys.all,
  searches: () => keys.key('search'),
  search: (request: SystemSettingSearchRequest) => keys.key('search', request),
  list: () => keys.key('list'),
};
