/** Words of the Preferences screen (spec 1 §2, §8). */
export const preferenceMessages = {
  userPreferenceUpdated: 'User preference updated.',
  globalPreferenceUpdated: 'Global preference updated.',
  applicationPreferencesHeading: 'Application Preferences',
  applicationPreferencesNote: 'These preferences affect all users.',
  myPreferencesHeading: 'My Preferences',
  lastOptionLocked: 'At least one option must stay selected, so the last selected option cannot be cleared.',
  noPreferences: 'There are no preferences in this category.',
  loadFailed: 'The preferences could not be loaded. Please reload the page to try again.',
  noneOption: 'None',
} as const;
