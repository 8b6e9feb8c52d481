import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  id: string;
  label: string;
  description: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A labelled select over fixed choices; a current value outside the choices is still shown. */
export function ChoiceSelect({ id, label, description, value, choices, onChange, disabled }: ChoiceSelectProps) {
  const shown = choices.some((choice) => choice.value === value) ? choices : [...choices, { value, label: value }];
  const hasEmptyChoice = shown.some((choice) => choice.value === '');
  return (
    <TextField
      select
      fullWidth
      margin="none"
      id={id}
      label={label}
      helperText={description || undefined}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={hasEmptyChoice ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {shown.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
