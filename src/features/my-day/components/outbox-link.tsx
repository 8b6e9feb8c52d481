import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useUserState } from '@/lib/auth/use-session';
import { useOutbox } from '@/lib/offline/outbox';
import { myDayText, outboxText } from '../model/my-day-messages';
import { myDayPaths } from '../model/my-day-paths';

/** How many changes wait in the outbox, with a link to the queue screen (nothing when none). */
export function OutboxLink() {
  const { username } = useUserState();
  const records = useOutbox(username);
  if (records.length === 0) return null;
  const held = records.filter((record) => record.state !== 'pending').length;
  return (
    <Alert
      severity={held ? 'error' : 'info'}
      action={
        <Button component={RouterLink} to={myDayPaths.queue} color="inherit" size="small">
          {held ? outboxText.resolve : 'View'}
        </Button>
      }
    >
      {myDayText.queueLink(records.length)}
      {held ? ` \u2014 ${held} need${held === 1 ? 's' : ''} your attention` : ''}
    </Alert>
  );
}
