import type { EditablePreference } from '../model/visible-preferences';
import { ChoiceSelect } from './choice-select';
import { useAutoSave } from './use-auto-save';
import { useSaveUserPreference } from './use-save-user-preference';

export interface PreferenceEditorProps {
  preference: EditablePreference;
}

/** A SELECT preference: saved as soon as another option is picked. */
export function PreferenceSelectEditor({ preference }: PreferenceEditorProps) {
  const autoSave = useAutoSave(preference.value, useSaveUserPreference(preference.key));
  return (
    <ChoiceSelect
      id={`preference-${preference.key}`}
      label={preference.name}
      description={preference.description}
      value={autoSave.value}
      choices={preference.options.map((option) => ({ value: option, label: option }))}
      onChange={(value) => autoSave.commit(value)}
    />
  );
}
