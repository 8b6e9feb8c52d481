import { pageSizeOptions } from '@/lib/schemas/settings-schemas';
import { ChoiceSelect } from './choice-select';
import { useAutoSave } from './use-auto-save';
import { useSaveSystemSetting } from './use-save-system-setting';
import type { SystemSettingEditorProps } from './system-setting-editor-props';

const pageSizeChoices = pageSizeOptions.map((size) => ({ value: size, label: size }));

/** A PAGINATION setting: one of the page sizes 10, 25, 50, 100. */
export function PaginationSettingEditor({ setting }: SystemSettingEditorProps) {
  const autoSave = useAutoSave(setting.value, useSaveSystemSetting(setting.code));
  return (
    <ChoiceSelect
      id={`setting-${setting.code}`}
      label={setting.name}
      description={setting.description}
      value={autoSave.value}
      choices={pageSizeChoices}
      onChange={(value) => autoSave.commit(value)}
    />
  );
}
