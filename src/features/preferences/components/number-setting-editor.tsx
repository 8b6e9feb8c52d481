import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { isWholeNumber, normalizeWholeNumber, WHOLE_NUMBER_MESSAGE } from '../model/whole-number';
import { useAutoSave } from './use-auto-save';
import { useSaveSystemSetting } from './use-save-system-setting';
import type { SystemSettingEditorProps } from './system-setting-editor-props';

/** An INPUT_NUMBER setting: whole numbers only, saved on blur or Enter. */
export function NumberSettingEditor({ setting }: SystemSettingEditorProps) {
  const autoSave = useAutoSave(setting.value, useSaveSystemSetting(setting.code));
  const [error, setError] = useState<string | null>(null);

  function handleCommit() {
    const text = autoSave.value;
    if (text !== setting.value && !isWholeNumber(text)) {
      setError(WHOLE_NUMBER_MESSAGE);
      return;
    }
    setError(null);
    autoSave.commit(text === setting.value ? text : normalizeWholeNumber(text));
  }

  return (
    <TextField
      id={`setting-${setting.code}`}
      margin="none"
      label={setting.name}
      value={autoSave.value}
      error={error !== null}
      helperText={error ?? (setting.description || undefined)}
      onChange={(event) => {
        autoSave.setDraft(event.target.value);
        if (error !== null && isWholeNumber(event.target.value)) setError(null);
      }}
      onBlur={handleCommit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          handleCommit();
        }
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      sx={{ maxWidth: 240 }}
      fullWidth
    />
  );
}
