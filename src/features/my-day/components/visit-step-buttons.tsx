import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { toast } from '@/components/toasts';
import type { Visit } from '@/lib/schemas/visit-schemas';
import { queueVisitStep } from '../api/visit-changes';
import { visitText } from '../model/my-day-messages';

export interface VisitStepButtonsProps {
  visit: Visit;
  userId: string;
  onFinish: () => void;
}

/** On My Way, Start and Finish, each offered while it is the visit's next step. */
export function VisitStepButtons({ visit, userId, onFinish }: VisitStepButtonsProps) {
  const status = visit.visitStatus;
  const step = async (which: 'onMyWay' | 'start') => {
    await queueVisitStep(userId, visit, which);
    toast.success(which === 'onMyWay' ? visitText.onMyWayDone : visitText.started);
  };
  return (
    <Box role="group" aria-label={visitText.steps} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant={status === 'Scheduled' ? 'contained' : 'outlined'} startIcon={<DirectionsCarOutlined />} disabled={status !== 'Scheduled'} onClick={() => void step('onMyWay')}>
        {visitText.onMyWay}
      </Button>
      <Button variant={status === 'On My Way' ? 'contained' : 'outlined'} startIcon={<PlayArrow />} disabled={status === 'In Progress' || status === 'Completed'} onClick={() => void step('start')}>
        {visitText.start}
      </Button>
      <Button variant={status === 'In Progress' ? 'contained' : 'outlined'} color="success" startIcon={<TaskAltOutlined />} disabled={status === 'Completed'} onClick={onFinish}>
        {visitText.finish}
      </Button>
    </Box>
  );
}
