import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { IntakeStatus } from '@/lib/schemas/intake-schemas';
import { intakeStatusOrder } from '../model/intake-list';

export interface IntakeStatusFilterProps {
  value: IntakeStatus[];
  onChange: (statuses: IntakeStatus[]) => void;
}

/** The list's Status filter: any number of statuses; none chosen shows every status. */
export function IntakeStatusFilter({ value, onChange }: IntakeStatusFilterProps) {
  return (
    <TextField
      select
      label="Status"
      size="small"
      margin="none"
      fullWidth={false}
      value={value}
      onChange={(event) => {
        const raw = event.target.value as unknown;
        const chosen = typeof raw === 'string' ? raw.split(',') : (raw as string[]);
        onChange(intakeStatusOrder.filter((status) => chosen.includes(status)));
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const statuses = selected as string[];
            return statuses.length === 0 || statuses.length === intakeStatusOrder.length ? 'All' : statuses.join(', ');
          },
        },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 170, maxWidth: { sm: 280 }, flex: { xs: '1 1 150px', sm: '0 0 auto' } }}
    >
      {intakeStatusOrder.map((status) => (
        <MenuItem key={status} value={status} dense>
          <Checkbox checked={value.includes(status)} size="small" sx={{ p: 0.5, mr: 1 }} tabIndex={-1} disableRipple />
          <ListItemText primary={status} />
        </MenuItem>
      ))}
    </TextField>
  );
}
