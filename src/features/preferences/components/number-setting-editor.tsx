import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { normalizeWholeNumber, wholeNumberProblem } from '../model/whole-number';
import type { SystemSettingEditorProps } from './system-setting-editor-props';
import { useSystemSettingField } from './use-auto-save-field';

/** An INPUT_NUMBER setting: whole numbers only, saved on blur or Enter. */
export function NumberSettingEditor({ setting }: SystemSettingEditorProps) {
  const { autoSave, textProps } = useSystemSettingField(setting);
  const [error, setError] = useState<string | null>(null);

  function handleCommit() {
    const text = autoSave.value;
    const problem = text === setting.value ? null : wholeNumberProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    autoSave.commit(text === setting.value ? text : normalizeWholeNumber(text));
  }

  return (
    <TextField
      {...textProps}
      error={error !== null}
      helperText={error ?? (setting.description || undefined)}
      onChange={(event) => {
        textProps.onChange(event);
        if (error !== null && wholeNumberProblem(event.target.value) === null) setError(null);
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
