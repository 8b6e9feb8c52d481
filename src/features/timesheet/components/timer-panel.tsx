import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlineOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { toast } from '@/components/toasts';
import { formatTime } from '@/lib/format';
import type { StartTimerRequest } from '@/lib/schemas/timesheet-schemas';
import { useActiveTimer, useStartTimer, useStopTimer } from '../api/timer';
import { runningLabel } from '../model/timer-target';
import { timerToasts } from '../model/timesheet-messages';
import { useElapsed } from './use-elapsed';

const generalTypes = ['Shop', 'Travel', 'Training'] as const;

/** The running timer with Stop Timer, or Start Timer for general time (shop, travel, training). */
export function TimerPanel() {
  const active = useActiveTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const [type, setType] = useState<(typeof generalTypes)[number]>('Shop');
  const running = active.data && active.data.endDate === null ? active.data : null;
  const elapsed = useElapsed(running?.startDate);

  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      toast.success(message);
    } catch {
      // The API client has said why.
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Timer" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      {running ? (
        <>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>Timer running: {runningLabel(running)}</Typography>
            <Typography variant="body2" color="text.secondary">
              Started {formatTime(running.startDate)} · {elapsed} so far
            </Typography>
          </Box>
          <Button variant="contained" color="warning" startIcon={<StopCircleOutlined />} loading={stop.isPending} onClick={() => void run(() => stop.mutateAsync(), timerToasts.stopped)}>
            Stop Timer
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ flexGrow: 1 }}>No timer is running.</Typography>
          <TextField select size="small" label="Timer Type" value={type} onChange={(event) => setType(event.target.value as (typeof generalTypes)[number])} sx={{ minWidth: 140 }}>
            {generalTypes.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<PlayCircleOutline />}
            loading={start.isPending || active.isPending}
            onClick={() => {
              const request: StartTimerRequest = { entryType: type, jobContext: null, taskContext: null };
              void run(() => start.mutateAsync(request), timerToasts.started);
            }}
          >
            Start Timer
          </Button>
        </>
      )}
    </Paper>
  );
}
