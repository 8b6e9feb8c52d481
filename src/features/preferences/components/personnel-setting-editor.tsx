import CircularProgress from '@mui/material/CircularProgress';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { activePicklistItems, findPicklistItem } from '@/lib/picklists/picklist-items';
import { preferenceMessages } from '../model/preference-messages';
import { ChoiceSelect, type Choice } from './choice-select';
import type { SystemSettingEditorProps } from './system-setting-editor-props';
import { useSystemSettingField } from './use-auto-save-field';

/** A PERSONNEL setting: a member of staff (their context) or None (empty). */
export function PersonnelSettingEditor({ setting }: SystemSettingEditorProps) {
  const personnel = usePicklist('Personnel');
  const { choiceProps } = useSystemSettingField(setting);
  if (!personnel.data) {
    return personnel.isPending ? <CircularProgress size={24} aria-label={`Loading ${setting.name}`} /> : null;
  }
  const active = activePicklistItems(personnel.data);
  // An inactive member of staff still chosen is shown by name.
  const current = choiceProps.value ? findPicklistItem(personnel.data, choiceProps.value) : undefined;
  const items = current && !current.active ? [...active, current] : active;
  const choices: Choice[] = [
    { value: '', label: preferenceMessages.noneOption },
    ...items.map((item) => ({ value: item.context, label: item.text })),
  ];
  return <ChoiceSelect {...choiceProps} choices={choices} />;
}
