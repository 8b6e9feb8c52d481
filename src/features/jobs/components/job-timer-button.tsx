import Button from '@mui/material/Button';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlineOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { toast } from '@/components/toasts';
import { useActiveTimer, useStartTimer, useStopTimer } from '../api/job-timer';

export const TIMER_STARTED = 'Timer started.';
export const TIMER_STOPPED = 'Timer stopped.';

/**
 * The button bank's timer (spec 2 §2): Start Timer (type Job) for this job, Stop Timer while the
 * user's clock runs on it. Its entries appear in the job's timesheet.
 */
export function JobTimerButton({ jobContext }: { jobContext: string }) {
  const active = useActiveTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const runningHere = active.data?.job?.context === jobContext && active.data.endDate === null;
  const busy = start.isPending || stop.isPending || active.isPending;

  const handleClick = async () => {
    try {
      if (runningHere) {
        await stop.mutateAsync();
        toast.success(TIMER_STOPPED);
      } else {
        await start.mutateAsync({ entryType: 'Job', jobContext });
        toast.success(TIMER_STARTED);
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
