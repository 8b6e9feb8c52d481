export { useUserPreferences, userPreferencesQueryOptions } from './api/get-user-preferences';
export { updateUserPreference, useUpdateUserPreference } from './api/update-user-preference';
export { updateUserPreferencesBatch, useUpdateUserPreferencesBatch } from './api/update-user-preferences-batch';
