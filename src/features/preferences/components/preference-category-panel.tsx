import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SystemSetting } from '@/lib/schemas/settings-schemas';
import { preferenceMessages } from '../model/preference-messages';
import type { EditablePreference } from '../model/visible-preferences';
import { SystemSettingEditor } from './system-setting-editor';
import { UserPreferenceEditor } from './user-preference-editor';

export interface PreferenceCategoryPanelProps {
  /** The category's application (system-wide) settings; `null` for users who may not change them. */
  settings: readonly SystemSetting[] | null;
  preferences: readonly EditablePreference[];
}

function EmptyNote() {
  return <Typography color="text.secondary">{preferenceMessages.noPreferences}</Typography>;
}

/** One category: the application preferences (administrators only), then the user's own. */
export function PreferenceCategoryPanel({ settings, preferences }: PreferenceCategoryPanelProps) {
  return (
    <Stack spacing={4}>
      {settings ? (
        <section aria-labelledby="application-preferences-heading">
          <Typography variant="h2" id="application-preferences-heading">
            {preferenceMessages.applicationPreferencesHeading}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {preferenceMessages.applicationPreferencesNote}
          </Typography>
          {settings.length === 0 ? (
            <EmptyNote />
          ) : (
            <Stack spacing={3}>
              {settings.map((setting) => (
                <SystemSettingEditor key={setting.code} setting={setting} />
              ))}
            </Stack>
          )}
        </section>
      ) : null}
      <section aria-labelledby="my-preferences-heading">
        <Typography variant="h2" id="my-preferences-heading" sx={{ mb: 2 }}>
          {preferenceMessages.myPreferencesHeading}
        </Typography>
        {preferences.length === 0 ? (
          <EmptyNote />
        ) : (
          <Stack spacing={3}>
            {preferences.map((preference) => (
              <UserPreferenceEditor key={preference.key} preference={preference} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
