import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { systemSettingSchema, type SystemSetting, type SystemSettingUpdate } from '@/lib/schemas/settings-schemas';
import { patchCachedSystemSettings } from './update-system-setting';

const batchResponseSchema = z.array(systemSettingSchema);

/** Saves several settings at once (`POST SystemSetting/UpdateBatch`); answers the saved settings. */
export async function updateSystemSettingsBatch(updates: SystemSettingUpdate[]): Promise<SystemSetting[]> {
  const response = await api.post(endpoints.systemSetting.updateBatch, updates);
  return batchResponseSchema.parse(response.data);
}

export function useUpdateSystemSettingsBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    // As one setting: shown at once, then the settings on screen refetch.
    mutationFn: async (updates: SystemSettingUpdate[]) => {
      const saved = await updateSystemSettingsBatch(updates);
      patchCachedSystemSettings(queryClient, saved);
      return saved;
    },
    meta: { invalidates: ['system-setting'] },
  });
}
