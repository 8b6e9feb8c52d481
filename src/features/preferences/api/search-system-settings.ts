import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import {
  systemSettingSearchResponseSchema,
  type SystemSetting,
  type SystemSettingSearchRequest,
} from '@/lib/schemas/settings-schemas';
import { systemSettingKeys } from '@/lib/system-settings/system-setting-keys';

/** The Preferences screen loads every setting in one page of 200 (spec 1 §7). */
export const ALL_SYSTEM_SETTINGS_REQUEST: SystemSettingSearchRequest = { categories: [], pageNumber: 0, pageSize: 200 };

export interface SystemSettingSearchResult {
  results: SystemSetting[];
  searchResultCount: number;
  totalCount: number;
}

export async function searchSystemSettings(request: SystemSettingSearchRequest): Promise<SystemSettingSearchResult> {
  const response = await api.post(endpoints.systemSetting.search, request);
  return systemSettingSearchResponseSchema.parse(response.data);
}

export function systemSettingsSearchQueryOptions(request: SystemSettingSearchRequest = ALL_SYSTEM_SETTINGS_REQUEST) {
  return queryOptions({
    queryKey: systemSettingKeys.search(request),
    queryFn: () => searchSystemSettings(request),
  });
}

export interface UseSystemSettingsSearchOptions {
  request?: SystemSettingSearchRequest;
  /** Only administrators may read system settings. */
  enabled?: boolean;
}

export function useSystemSettingsSearch({ request, enabled = true }: UseSystemSettingsSearchOptions = {}) {
  return useQuery({ ...systemSettingsSearchQueryOptions(request), enabled });
}
