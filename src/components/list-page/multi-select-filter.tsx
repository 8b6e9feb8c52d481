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
        const raw = event.target.value as unknown;
        const chosen = typeof raw === 'string' ? raw.split(',') : (raw as string[]);
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
