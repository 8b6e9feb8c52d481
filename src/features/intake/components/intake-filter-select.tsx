import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface IntakeFilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  minWidth?: number;
}

/** A labelled select of the intake filter bar (Assigned To, Sort), sized to share a row on phones. */
export function IntakeFilterSelect({ label, value, options, onChange, minWidth = 170 }: IntakeFilterSelectProps) {
  return (
    <TextField
      select
      label={label}
      size="small"
      margin="none"
      fullWidth={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth, flex: { xs: '1 1 150px', sm: '0 0 auto' } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
