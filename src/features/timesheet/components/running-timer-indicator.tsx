import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { paths } from '@/config/paths';
import { useActiveTimer } from '../api/timer';
import { runningLabel } from '../model/timer-target';
import { useElapsed } from './use-elapsed';

/** In the app bar on every page while the user's timer runs: how long, and what for; opens the timesheet. */
export function RunningTimerIndicator() {
  const active = useActiveTimer();
  const running = active.data && active.data.endDate === null ? active.data : null;
  const elapsed = useElapsed(running?.startDate);
  if (!running) return null;
  const label = runningLabel(running);
  return (
    <Button
      component={RouterLink}
      to={paths.timesheet}
      color="inherit"
      variant="outlined"
      size="small"
      startIcon={<TimerOutlined />}
      aria-label={`Timer running: ${elapsed}`}
      title={`Timer running: ${label}`}
      sx={{ mr: 1, borderColor: 'rgba(255,255,255,0.6)', fontVariantNumeric: 'tabular-nums', maxWidth: { xs: 110, sm: 260 } }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{elapsed}</span>
    </Button>
  );
}
