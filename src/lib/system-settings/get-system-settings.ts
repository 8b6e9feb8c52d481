import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { systemSettingSchema, type SystemSetting } from '@/lib/schemas/settings-schemas';
import { systemSettingKeys } from './system-setting-keys';

const systemSettingsResponseSchema = z.array(systemSettingSchema);

/** Every system setting (`GET SystemSetting/GetAll`). */
export async function getSystemSettings(): Promise<SystemSetting[]> {
  const response = await api.get(endpoints.systemSetting.getAll);
  return systemSettingsResponseSchema.parse(response.data);
}

export function systemSettingsQueryOptions() {
  return queryOptions({ queryKey: systemSettingKeys.list(), queryFn: getSystemSettings });
}

export function useSystemSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...systemSettingsQueryOptions(), enabled: options.enabled ?? true });
}
