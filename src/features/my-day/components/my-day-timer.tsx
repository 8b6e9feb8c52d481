import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { runningLabel, useActiveTimer, useElapsed } from '@/features/timesheet';
import type { Visit } from '@/lib/schemas/visit-schemas';
import { visitText } from '../model/my-day-messages';

/**
 * The running timer at the top of My Day: the server's running entry, or (offline, or before the
 * server has it) the visit started on this device.
 */
export function MyDayTimer({ visits }: { visits: readonly Visit[] }) {
  const active = useActiveTimer();
  const running = active.data && active.data.endDate === null ? active.data : null;
  const startedVisit = visits.find((visit) => visit.visitStatus === 'In Progress' && visit.startedAt);
  const start = running?.startDate ?? startedVisit?.startedAt ?? null;
  const elapsed = useElapsed(start);
  if (!start) return null;
  const label = running ? runningLabel(running) : (startedVisit?.visitJob?.name ?? startedVisit?.title ?? '');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={visitText.timerRunning}
      sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, borderColor: 'primary.main' }}
    >
      <TimerOutlined color="primary" />
      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{elapsed}</Typography>
      <Typography color="text.secondary" noWrap sx={{ minWidth: 0 }}>
        {visitText.timerRunning}: {label}
      </Typography>
    </Paper>
  );
}
