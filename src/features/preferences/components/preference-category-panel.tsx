import type { ReactNode } from 'react';
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

interface PreferenceSectionProps {
  id: string;
  heading: string;
  note?: string;
  /** The section's editors; none says there are no preferences. */
  editors: readonly ReactNode[];
}

/** A titled group of preference editors. */
function PreferenceSection({ id, heading, note, editors }: PreferenceSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={note ? undefined : { mb: 2 }}>
        {heading}
      </Typography>
      {note ? (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {note}
        </Typography>
      ) : null}
      {editors.length === 0 ? (
        <Typography color="text.secondary">{preferenceMessages.noPreferences}</Typography>
      ) : (
        <Stack spacing={3}>{editors}</Stack>
      )}
    </section>
  );
}

/** One category: the application preferences (administrators only), then the user's own. */
export function PreferenceCategoryPanel({ settings, preferences }: PreferenceCategoryPanelProps) {
  return (
    <Stack spacing={4}>
      {settings ? (
        <PreferenceSection
          id="application-preferences"
          heading={preferenceMessages.applicationPreferencesHeading}
          note={preferenceMessages.applicationPreferencesNote}
          editors={settings.map((setting) => (
            <SystemSettingEditor key={setting.code} setting={setting} />
          ))}
        />
      ) : null}
      <PreferenceSection
        id="my-preferences"
        heading={preferenceMessages.myPreferencesHeading}
        editors={preferences.map((preference) => (
          <UserPreferenceEditor key={preference.key} preference={preference} />
        ))}
      />
    </Stack>
  );
}
