import type { SystemSetting, SystemSettingUpdate } from '@/lib/schemas/settings-schemas';

/** The updates that change something: an update whose value equals the current one is skipped. */
export function changedSettingUpdates(updates: readonly SystemSettingUpdate[], current: readonly SystemSetting[]): SystemSettingUpdate[] {
  return updates.filter((update) => current.find((setting) => setting.code === update.code)?.value !== update.value);
}
