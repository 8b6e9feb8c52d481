import Chip from '@mui/material/Chip';
import { statusTone } from './status-tones';

/**
 * A record's status (intake, job, task, proposal, work order, invoice) or a task's priority as a small chip. The tone shows in the
 * border and a dot; the text stays in the body colour so it keeps full contrast.
 */
export function StatusChip({ status }: { status: string }) {
  const tone = statusTone(status);
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
