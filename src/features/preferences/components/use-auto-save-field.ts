import type { ChangeEvent } from 'react';
import type { SystemSetting } from '@/lib/schemas/settings-schemas';
import type { EditablePreference } from '../model/visible-preferences';
import { useAutoSave, type AutoSave } from './use-auto-save';
import { useSaveSystemSetting } from './use-save-system-setting';
import { useSaveUserPreference } from './use-save-user-preference';

interface AutoSaveSubject {
  id: string;
  label: string;
  description: string;
  value: string;
  save: (value: string) => Promise<unknown>;
}

export interface AutoSaveField {
  autoSave: AutoSave;
  /** For a select or checkbox group: each change is saved at once. */
  choiceProps: { id: string; label: string; description: string; value: string; onChange: (value: string) => void };
  /** For a text field: typing keeps a draft, which the editor commits. */
  textProps: {
    id: string;
    label: string;
    margin: 'none';
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
}

function useAutoSaveField({ id, label, description, value, save }: AutoSaveSubject): AutoSaveField {
  const autoSave = useAutoSave(value, save);
  return {
    autoSave,
    choiceProps: { id, label, description, value: autoSave.value, onChange: (next) => autoSave.commit(next) },
    textProps: { id, label, margin: 'none', value: autoSave.value, onChange: (event) => autoSave.setDraft(event.target.value) },
  };
}

/** The editor of one system setting, saved with a toast. */
export function useSystemSettingField(setting: SystemSetting): AutoSaveField {
  const save = useSaveSystemSetting(setting.code);
  return useAutoSaveField({ id: `setting-${setting.code}`, label: setting.name, description: setting.description, value: setting.value, save });
}

/** The editor of one of the user's own preferences, saved with a toast. */
export function useUserPreferenceField(preference: EditablePreference): AutoSaveField {
  const save = useSaveUserPreference(preference.key);
  return useAutoSaveField({
    id: `preference-${preference.key}`,
    label: preference.name,
    description: preference.description,
    value: preference.value,
    save,
  });
}
