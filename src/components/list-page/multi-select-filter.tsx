import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { filterFieldProps } from './filter-select';

export interface MultiSelectFilterProps<T extends string> {
  label: string;
  /** The choices, in the order the menu lists them. */
  options: readonly T[];
  value: T[];
  onChange: (chosen: T[]) => void;
}

/** The values chosen in a multiple select (a string of them, comma-separated, when the browser autofilled it). */
export function multipleSelectValue(value: unknown): string[] {
  return typeof value === 'string' ? value.split(',') : (value as string[]);
}

/**
 * A list filter of several values at once (a Status filter): a select with a checkbox per option;
 * none chosen, or all of them, reads "All". The chosen values come back in the options' order.
 */
export function MultiSelectFilter<T extends string>({ label, options, value, onChange }: MultiSelectFilterProps<T>) {
  return (
    <TextField
      {...filterFieldProps}
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = multipleSelectValue(event.target.value);
        onChange(options.filter((option) => chosen.includes(option)));
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const chosen = selected as T[];
            return chosen.length === 0 || chosen.length === options.length ? 'All' : chosen.join(', ');
          },
        },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 170, maxWidth: { sm: 280 }, flex: { xs: '1 1 150px', sm: '0 0 auto' } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option} dense>
          <Checkbox checked={value.includes(option)} size="small" sx={{ p: 0.5, mr: 1 }} tabIndex={-1} disableRipple />
          <ListItemText primary={option} />
        </MenuItem>
      ))}
    </TextField>
  );
}
