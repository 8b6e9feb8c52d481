import type { EditablePreference } from '../model/visible-preferences';
import { ChoiceSelect } from './choice-select';
import { useUserPreferenceField } from './use-auto-save-field';

export interface PreferenceEditorProps {
  preference: EditablePreference;
}

/** A SELECT preference: saved as soon as another option is picked. */
export function PreferenceSelectEditor({ preference }: PreferenceEditorProps) {
  const { choiceProps } = useUserPreferenceField(preference);
  return <ChoiceSelect {...choiceProps} choices={preference.options.map((option) => ({ value: option, label: option }))} />;
}
