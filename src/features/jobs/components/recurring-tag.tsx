import Chip from '@mui/material/Chip';

/** The RECURRING tag of a job of a recurrence chain. */
export function RecurringTag() {
  return <Chip label="RECURRING" size="small" color="secondary" variant="outlined" sx={{ fontWeight: 600, height: 22 }} />;
}
