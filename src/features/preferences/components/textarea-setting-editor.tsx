import TextField from '@mui/material/TextField';
import { useAutoSave } from './use-auto-save';
import { useSaveSystemSetting } from './use-save-system-setting';
import type { SystemSettingEditorProps } from './system-setting-editor-props';

/** Longest text a TEXTAREA setting takes (spec 1 §9 field maxima). */
export const SETTING_TEXT_MAX = 4000;

/** A TEXTAREA setting: multiline, saved on blur, with a character counter. */
export function TextareaSettingEditor({ setting }: SystemSettingEditorProps) {
  const autoSave = useAutoSave(setting.value, useSaveSystemSetting(setting.code));
  const counter = `${autoSave.value.length}/${SETTING_TEXT_MAX}`;
  return (
    <TextField
      id={`setting-${setting.code}`}
      margin="none"
      label={setting.name}
      value={autoSave.value}
      multiline
      minRows={2}
      fullWidth
      onChange={(event) => autoSave.setDraft(event.target.value)}
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
