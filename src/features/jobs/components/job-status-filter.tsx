import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { activePicklistItems } from '@/lib/picklists/picklist-items';

export interface JobStatusFilterProps {
  /** Status texts. */
  value: string[];
  onChange: (statuses: string[]) => void;
}

/** The job list's Status filter: any number of the JobStatus picklist's statuses; none shows every status. */
export function JobStatusFilter({ value, onChange }: JobStatusFilterProps) {
  const picklist = usePicklist('JobStatus');
  const texts = activePicklistItems(picklist.data ?? []).map((item) => item.text);
  // A status of the preference that is no longer offered still shows, so it can be unchecked.
  const options = [...texts, ...value.filter((text) => !texts.includes(text))];
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
        onChange(options.filter((status) => chosen.includes(status)));
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const statuses = selected as string[];
            return statuses.length === 0 ? 'All' : statuses.join(', ');
          },
        },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 170, maxWidth: { sm: 280 }, flex: { xs: '1 1 150px', sm: '0 0 auto' } }}
    >
      {options.map((status) => (
        <MenuItem key={status} value={status} dense>
          <Checkbox checked={value.includes(status)} size="small" sx={{ p: 0.5, mr: 1 }} tabIndex={-1} disableRipple />
          <ListItemText primary={status} />
        </MenuItem>
      ))}
    </TextField>
  );
}
