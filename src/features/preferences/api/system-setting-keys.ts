import type { SystemSettingSearchRequest } from '@/lib/schemas/settings-schemas';

/** Query keys of the system settings; every update invalidates `all` (settings are re-initialized). */
export const systemSettingKeys = {
  all: ['system-settings'] as const,
  searches: () => ['system-settings', 'search'] as const,
  search: (request: SystemSettingSearchRequest) => ['system-settings', 'search', request] as const,
  list: () => ['system-settings', 'list'] as const,
};
