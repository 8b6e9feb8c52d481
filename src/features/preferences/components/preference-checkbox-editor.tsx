import type { EditablePreference } from '../model/visible-preferences';
import { CheckboxGroup } from './checkbox-group';
import { useUserPreferenceField } from './use-auto-save-field';

export interface PreferenceCheckboxEditorProps {
  preference: EditablePreference;
  options: readonly string[];
}

/** A MULTI_SELECT or JOB_STATUS preference: each check or uncheck is saved at once. */
export function PreferenceCheckboxEditor({ preference, options }: PreferenceCheckboxEditorProps) {
  const { choiceProps } = useUserPreferenceField(preference);
  return <CheckboxGroup {...choiceProps} options={options} />;
}
