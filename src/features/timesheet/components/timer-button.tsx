import Button from '@mui/material/Button';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlineOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { toast } from '@/components/toasts';
import { useActiveTimer, useStartTimer, useStopTimer } from '../api/timer';
import { isRunningFor, startRequestFor, type TimerTarget } from '../model/timer-target';
import { timerToasts } from '../model/timesheet-messages';

/**
 * A button bank's timer (spec 2 §2, job and task views): Start Timer for this target, Stop Timer while
 * the user's clock runs on it. Starting stops any other running timer of the user's (the server does).
 */
export function TimerButton({ target }: { target: TimerTarget }) {
  const active = useActiveTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const runningHere = isRunningFor(active.data, target);
  const busy = start.isPending || stop.isPending || active.isPending;

  const handleClick = async () => {
    try {
      if (runningHere) {
        await stop.mutateAsync();
        toast.success(timerToasts.stopped);
      } else {
        await start.mutateAsync(startRequestFor(target));
        toast.success(timerToasts.started);
      }
    } catch {
      // The API client has said why.
    }
  };

  return (
    <Button
      variant="outlined"
      color={runningHere ? 'warning' : 'primary'}
      startIcon={runningHere ? <StopCircleOutlined /> : <PlayCircleOutline />}
      loading={busy}
      onClick={() => void handleClick()}
    >
      {runningHere ? 'Stop Timer' : 'Start Timer'}
    </Button>
  );
}
