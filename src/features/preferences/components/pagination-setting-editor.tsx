import { pageSizeOptions } from '@/lib/schemas/settings-schemas';
import { ChoiceSelect } from './choice-select';
import type { SystemSettingEditorProps } from './system-setting-editor-props';
import { useSystemSettingField } from './use-auto-save-field';

const pageSizeChoices = pageSizeOptions.map((size) => ({ value: size, label: size }));

/** A PAGINATION setting: one of the page sizes 10, 25, 50, 100. */
export function PaginationSettingEditor({ setting }: SystemSettingEditorProps) {
  const { choiceProps } = useSystemSettingField(setting);
  return <ChoiceSelect {...choiceProps} choices={pageSizeChoices} />;
}
