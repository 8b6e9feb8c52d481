import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterSelectOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterSelectOption[];
  onChange: (value: string) => void;
  minWidth?: number;
}

/** What every select of a filter bar is: small, on the bar's line, as wide as its content. */
export const filterFieldProps = { select: true, size: 'small', margin: 'none', fullWidth: false } as const;

/**
 * A labelled select of a list's filter bar (Status, Sort, Supplier Type, Assigned To ...). A value
 * that is not among the options yet (a picklist still loading) stays selectable as "…".
 */
export function FilterSelect({ label, value, options, onChange, minWidth = 150 }: FilterSelectProps) {
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      {...filterFieldProps}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {known ? null : <MenuItem value={value}>{'\u2026'}</MenuItem>}
    </TextField>
  );
}
