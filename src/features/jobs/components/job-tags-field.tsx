import { Controller, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { multipleSelectValue } from '@/components/list-page/multi-select-filter';
import type { JobFormValues } from '../model/job-form';

/** The job's tags: any of the active JobTag values; a retired tag the job has stays listed. */
export function JobTagsField({ control }: { control: Control<JobFormValues> }) {
  const picklist = usePicklist('JobTag');
  const items = picklist.data ?? [];
  return (
    <Controller
      control={control}
      name="tagContexts"
      render={({ field }) => {
        const value = field.value;
        const options = items.filter((item) => item.active || value.includes(item.context));
        const textOf = (context: string) => items.find((item) => item.context === context)?.text ?? '';
        return (
          <TextField
            select
            label="Job Tags"
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={items.length > 0 ? value.filter((context) => textOf(context) !== '') : []}
            onChange={(event) => {
              const chosen = multipleSelectValue(event.target.value);
              field.onChange(options.filter((item) => chosen.includes(item.context)).map((item) => item.context));
            }}
            slotProps={{
              select: {
                multiple: true,
                displayEmpty: true,
                renderValue: (selected) => {
                  const contexts = selected as string[];
                  if (contexts.length === 0) return 'No tags';
                  return (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {contexts.map((context) => (
                        <Chip key={context} label={textOf(context)} size="small" />
                      ))}
                    </Box>
                  );
                },
              },
              inputLabel: { shrink: true },
            }}
            fullWidth
          >
            {options.map((item) => (
              <MenuItem key={item.context} value={item.context} dense>
                <Checkbox checked={value.includes(item.context)} size="small" sx={{ p: 0.5, mr: 1 }} tabIndex={-1} disableRipple />
                <ListItemText primary={item.active ? item.text : `${item.text} (inactive)`} />
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
