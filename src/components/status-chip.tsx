import Chip from '@mui/material/Chip';

type Tone = 'grey' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const tones: Record<string, Tone> = {
  Pending: 'warning',
  Scheduled: 'info',
  Complete: 'success',
  Cancelled: 'grey',
  Open: 'primary',
  'In-Progress': 'info',
  'In Progress': 'info',
  'On Hold': 'warning',
  'Waiting on Parts': 'warning',
  Urgent: 'error',
  High: 'warning',
  // Job documents (issue 15).
  Accepted: 'success',
  'Awaiting eSign': 'info',
  'Changes Requested': 'warning',
  Rejected: 'error',
  Hold: 'warning',
  Draft: 'grey',
  Issued: 'primary',
  'Past Due': 'error',
  Paid: 'success',
  // Visits (issue 17).
  'On My Way': 'info',
  Completed: 'success',
  // Users (issue 19).
  Active: 'success',
  Invited: 'info',
  Locked: 'error',
  Inactive: 'grey',
  // Recurring job chains (issue 19; Active is the users' tone above).
  Incomplete: 'error',
  Ended: 'grey',
};

/**
 * A record's status (intake, job, task, proposal, work order, invoice) or a task's priority as a small chip. The tone shows in the
 * border and a dot; the text stays in the body colour so it keeps full contrast.
 */
export function StatusChip({ status }: { status: string }) {
  const tone = tones[status] ?? 'grey';
  const main = tone === 'grey' ? 'grey.500' : `${tone}.main`;
  return (
    <Chip
      label={status}
      size="small"
      variant="outlined"
      sx={{
        height: 22,
        color: 'text.primary',
        borderColor: main,
        '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: main, ml: 1 },
      }}
    />
  );
}
