import Chip from '@mui/material/Chip';
import type { IntakeStatus } from '@/lib/schemas/intake-schemas';

const tones: Record<IntakeStatus, string> = {
  Pending: 'warning.main',
  Scheduled: 'info.main',
  Complete: 'success.main',
  Cancelled: 'grey.500',
};

/** An intake's status as a small chip: the tone shows in the border and a dot, the text keeps full contrast. */
export function IntakeStatusChip({ status }: { status: IntakeStatus }) {
  const main = tones[status];
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
