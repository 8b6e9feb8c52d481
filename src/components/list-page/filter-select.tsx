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
  /** A first choice of value '' with these words ("All Categories"), shown in the closed select too. */
  empty?: string;
  /** Shares the bar's line with its neighbours (from `minWidth` up) instead of sizing to its content on desktop. */
  grow?: boolean;
}

/** What every select of a filter bar is: small, on the bar's line, as wide as its content. */
export const filterFieldProps = { select: true, size: 'small', margin: 'none', fullWidth: false } as const;

/** The select shows the empty choice's words, its label above them. */
const showEmpty = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

/**
 * A labelled select of a list's filter bar (Status, Sort, Supplier Type, Assigned To ...). A value
 * that is not among the options yet (a picklist still loading) stays selectable as "…".
 */
export function FilterSelect({ label, value, options, onChange, minWidth = 150, empty, grow = false }: FilterSelectProps) {
  const known = (empty !== undefined && value === '') || options.some((option) => option.value === value);
  return (
    <TextField
      {...filterFieldProps}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={empty !== undefined ? showEmpty : undefined}
      sx={{ minWidth, flex: grow ? `1 1 ${minWidth}px` : { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      {empty !== undefined ? <MenuItem value="">{empty}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {known ? null : <MenuItem value={value}>{'\u2026'}</MenuItem>}
    </TextField>
  );
}
