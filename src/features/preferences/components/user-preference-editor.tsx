import type { EditablePreference } from '../model/visible-preferences';
import { JobStatusPreferenceEditor } from './job-status-preference-editor';
import { PreferenceCheckboxEditor } from './preference-checkbox-editor';
import { PreferenceSelectEditor } from './preference-select-editor';

/** The editor for one of the user's own preferences, by its editor type. */
export function UserPreferenceEditor({ preference }: { preference: EditablePreference }) {
  switch (preference.editorType) {
    case 'SELECT':
      return <PreferenceSelectEditor preference={preference} />;
    case 'MULTI_SELECT':
      return <PreferenceCheckboxEditor preference={preference} options={preference.options} />;
    case 'JOB_STATUS':
      return <JobStatusPreferenceEditor preference={preference} />;
  }
}
