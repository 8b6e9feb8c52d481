/** The keys live with the settings query every feature reads (lib/system-settings). */
export { systemSettingKeys } from '@/lib/system-settings/system-setting-keys';
