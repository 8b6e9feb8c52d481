import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { isStrictIsoDate } from '@/lib/schemas/date-schemas';
import { DATE_FROM_FILTER, DATE_TO_FILTER } from '../model/document-list';

export interface RecentlyUsedFilterProps {
  value: boolean;
  onChange: (on: boolean) => void;
}

/** The Recently Used toggle of the proposal and work order lists: only documents opened lately. */
export function RecentlyUsedFilter({ value, onChange }: RecentlyUsedFilterProps) {
  return (
    <FormControlLabel
      control={<Switch checked={value} onChange={(event) => onChange(event.target.checked)} />}
      label="Recently Used"
      sx={{ mx: 0, minHeight: 40 }}
    />
  );
}

export interface DateRangeFilterProps {
  /** `yyyy-MM-dd` or ''. */
  from: string;
  to: string;
  /** The address filters that changed (`from` or `to`). */
  onChange: (filters: Record<string, string>) => void;
}

/** From and To dates (inclusive) of a list's filter bar; a date the browser cannot read is not applied. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const field = (label: string, value: string, change: (value: string) => void, error: string | undefined) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => change(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 160px' } }}
    />
  );
  const invalid = (value: string) => (value !== '' && !isStrictIsoDate(value) ? 'Enter a valid date.' : undefined);
  const reversed = isStrictIsoDate(from) && isStrictIsoDate(to) && from > to ? 'To must not be before From.' : undefined;
  return (
    <Box role="group" aria-label="Date range" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
      {field('From', from, (value) => onChange({ [DATE_FROM_FILTER]: value }), invalid(from))}
      {field('To', to, (value) => onChange({ [DATE_TO_FILTER]: value }), invalid(to) ?? reversed)}
    </Box>
  );
}
