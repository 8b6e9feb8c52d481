import type { EditablePreference } from '../model/visible-preferences';
import { CheckboxGroup } from './checkbox-group';
import { useAutoSave } from './use-auto-save';
import { useSaveUserPreference } from './use-save-user-preference';

export interface PreferenceCheckboxEditorProps {
  preference: EditablePreference;
  options: readonly string[];
}

/** A MULTI_SELECT or JOB_STATUS preference: each check or uncheck is saved at once. */
export function PreferenceCheckboxEditor({ preference, options }: PreferenceCheckboxEditorProps) {
  const autoSave = useAutoSave(preference.value, useSaveUserPreference(preference.key));
  return (
    <CheckboxGroup
      id={`preference-${preference.key}`}
      label={preference.name}
      description={preference.description}
      value={autoSave.value}
      options={options}
      onChange={(value) => autoSave.commit(value)}
    />
  );
}
