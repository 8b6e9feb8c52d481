import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { SystemSettingEditorProps } from './system-setting-editor-props';
import { useSystemSettingField } from './use-auto-save-field';

/** A YES_NO setting: a switch that saves `Yes` or `No` at once. */
export function YesNoSettingEditor({ setting }: SystemSettingEditorProps) {
  const { choiceProps } = useSystemSettingField(setting);
  const descriptionId = `${choiceProps.id}-description`;
  return (
    <FormControl>
      <FormControlLabel
        label={setting.name}
        control={
          <Switch
            id={choiceProps.id}
            checked={choiceProps.value === 'Yes'}
            onChange={(event) => choiceProps.onChange(event.target.checked ? 'Yes' : 'No')}
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
