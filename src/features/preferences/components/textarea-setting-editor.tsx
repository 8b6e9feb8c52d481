import TextField from '@mui/material/TextField';
import type { SystemSettingEditorProps } from './system-setting-editor-props';
import { useSystemSettingField } from './use-auto-save-field';

/** Longest text a TEXTAREA setting takes (spec 1 §9 field maxima). */
export const SETTING_TEXT_MAX = 4000;

/** A TEXTAREA setting: multiline, saved on blur, with a character counter. */
export function TextareaSettingEditor({ setting }: SystemSettingEditorProps) {
  const { autoSave, textProps } = useSystemSettingField(setting);
  const counter = `${autoSave.value.length}/${SETTING_TEXT_MAX}`;
  return (
    <TextField
      {...textProps}
      multiline
      minRows={2}
      fullWidth
      onBlur={() => autoSave.commit()}
      slotProps={{ htmlInput: { maxLength: SETTING_TEXT_MAX } }}
      helperText={
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{setting.description}</span>
          <span>{counter}</span>
        </span>
      }
    />
  );
}
