import { useId, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCompactWidth } from '@/lib/use-compact-width';
import { OWNER_SEARCH_MIN, useJobOrIntakeSearch, type JobOrIntakeOption } from '@/lib/job-or-intake-search';

export interface ScheduleOwnerDialogProps {
  open: boolean;
  /** e.g. "Thursday, November 26, 2026 9:00 AM – 10:00 AM". */
  slotLabel: string;
  onClose: () => void;
  onChosen: (owner: JobOrIntakeOption) => void;
}

function OwnerPicker({ slotLabel, onClose, onChosen }: Omit<ScheduleOwnerDialogProps, 'open'>) {
  const [kind, setKind] = useState<'job' | 'intake'>('job');
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<JobOrIntakeOption | null>(null);
  const search = useJobOrIntakeSearch(kind, term);
  const label = kind === 'job' ? 'Job' : 'Intake Record';
  const tooShort = term.trim().length < OWNER_SEARCH_MIN;
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{slotLabel}</DialogContentText>
        <Box>
          <Typography id="schedule-owner-kind" variant="body2" sx={{ mb: 0.5 }}>
            Schedule it for
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            aria-labelledby="schedule-owner-kind"
            onChange={(_event, next: 'job' | 'intake' | null) => {
              if (!next) return;
              setKind(next);
              setChosen(null);
            }}
          >
            <ToggleButton value="job">Job</ToggleButton>
            <ToggleButton value="intake">Intake Record</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Autocomplete
          options={search.data ?? []}
          value={chosen}
          onChange={(_event, option) => setChosen(option)}
          inputValue={term}
          onInputChange={(_event, value) => setTerm(value)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, value) => option.context === value.context}
          loading={search.isFetching}
          noOptionsText={tooShort ? `Type at least ${OWNER_SEARCH_MIN} characters to search.` : `No matching ${kind === 'job' ? 'jobs' : 'intake records'}.`}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              <Box sx={{ display: 'grid' }}>
                <span>{option.label}</span>
                <Typography component="span" variant="body2" color="text.secondary">
                  {option.detail}
                </Typography>
              </Box>
            </li>
          )}
          renderInput={(params) => <TextField {...params} label={label} required helperText={`Search by name, number or customer (at least ${OWNER_SEARCH_MIN} characters).`} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && onChosen(chosen)}>
          Continue
        </Button>
      </DialogActions>
    </>
  );
}

/** Creating by selecting a slot (schedule create): first the job or intake record it is for. */
export function ScheduleOwnerDialog({ open, ...props }: ScheduleOwnerDialogProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={compact}>
      <DialogTitle id={titleId}>Schedule Appointment</DialogTitle>
      {open ? <OwnerPicker {...props} /> : null}
    </Dialog>
  );
}
