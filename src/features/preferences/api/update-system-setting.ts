import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { systemSettingSchema, type SystemSetting, type SystemSettingUpdate } from '@/lib/schemas/settings-schemas';
import { systemSettingKeys } from '@/lib/system-settings/system-setting-keys';
import type { SystemSettingSearchResult } from './search-system-settings';

/** Saves one setting (`POST SystemSetting/Update` with `{ code, value }`, the value as text). */
export async function updateSystemSetting(update: SystemSettingUpdate): Promise<SystemSetting> {
  const response = await api.post(endpoints.systemSetting.update, update);
  return systemSettingSchema.parse(response.data);
}

/** Puts saved settings into every cached search and list, so editors show them before the refetch. */
export function patchCachedSystemSettings(queryClient: QueryClient, saved: readonly SystemSetting[]): void {
  const replace = (setting: SystemSetting) => saved.find((item) => item.code === setting.code) ?? setting;
  queryClient.setQueriesData<SystemSettingSearchResult>({ queryKey: systemSettingKeys.searches() }, (result) =>
    result ? { ...result, results: result.results.map(replace) } : result,
  );
  queryClient.setQueryData<SystemSetting[]>(systemSettingKeys.list(), (list) => list?.map(replace));
}

export function useUpdateSystemSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    // Editors show the saved value at once; the settings on screen still refetch (they are re-initialized after updates).
    mutationFn: async (update: SystemSettingUpdate) => {
      const saved = await updateSystemSetting(update);
      patchCachedSystemSettings(queryClient, [saved]);
      return saved;
    },
    meta: { invalidates: ['system-setting'] },
  });
}
