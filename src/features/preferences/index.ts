export { useUserPreferences, userPreferencesQueryOptions } from './api/get-user-preferences';
export { updateUserPreference, useUpdateUserPreference } from './api/update-user-preference';
export { updateUserPreferencesBatch, useUpdateUserPreferencesBatch } from './api/update-user-preferences-batch';
export { systemSettingKeys } from './api/system-setting-keys';
export { systemSettingsSearchQueryOptions, useSystemSettingsSearch } from './api/search-system-settings';
export { updateSystemSetting, useUpdateSystemSetting } from './api/update-system-setting';
export { updateSystemSettingsBatch, useUpdateSystemSettingsBatch } from './api/update-system-settings-batch';
export { changedSettingUpdates } from './model/setting-changes';
export { preferencesRoutes } from './routes';
