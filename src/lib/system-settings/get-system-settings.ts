import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { systemSettingSchema } from '@/lib/schemas/settings-schemas';
import { systemSettingKeys } from './system-setting-keys';
import { getQuery } from '@/lib/api-query';

const systemSettingsResponseSchema = z.array(systemSettingSchema);

/** Every system setting (`GET SystemSetting/GetAll`). */
const systemSettingsQuery = getQuery({ endpoint: endpoints.systemSetting.getAll, schema: systemSettingsResponseSchema, queryKey: systemSettingKeys.list });

export const getSystemSettings = systemSettingsQuery.request;
export const systemSettingsQueryOptions = systemSettingsQuery.queryOptions;
export const useSystemSettings = systemSettingsQuery.useQuery;
