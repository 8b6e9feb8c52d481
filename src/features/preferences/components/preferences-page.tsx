import { PreferencesScreen } from './preferences-screen';

/** settings and settings/preferences: the Preferences screen (inside the settings layout). */
export default function PreferencesPage() {
  return <PreferencesScreen />;
}
