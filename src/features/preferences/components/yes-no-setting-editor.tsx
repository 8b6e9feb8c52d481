import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useAutoSave } from './use-auto-save';
import { useSaveSystemSetting } from './use-save-system-setting';
import type { SystemSettingEditorProps } from './system-setting-editor-props';

/** A YES_NO setting: a switch that saves `Yes` or `No` at once. */
export function YesNoSettingEditor({ setting }: SystemSettingEditorProps) {
  const autoSave = useAutoSave(setting.value, useSaveSystemSetting(setting.code));
  const descriptionId = `setting-${setting.code}-description`;
  return (
    <FormControl>
      <FormControlLabel
        label={setting.name}
        control={
          <Switch
            id={`setting-${setting.code}`}
            checked={autoSave.value === 'Yes'}
            onChange={(event) => autoSave.commit(event.target.checked ? 'Yes' : 'No')}
            slotProps={{ input: setting.description ? { 'aria-describedby': descriptionId } : {} }}
          />
        }
      />
      {setting.description ? (
        <FormHelperText id={descriptionId} sx={{ mx: 0 }}>
          {setting.description}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
