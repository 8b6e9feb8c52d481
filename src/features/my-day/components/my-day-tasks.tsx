import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/status-chip';
import type { TaskRecord } from '@/lib/schemas/task-schemas';
import { queueChecklistToggle } from '../api/visit-changes';
import { myDayText } from '../model/my-day-messages';

/** The tasks due on the day, each with its checklist to tick (ticks go through the outbox). */
export function MyDayTasks({ tasks, userId }: { tasks: readonly TaskRecord[]; userId: string }) {
  // A tick shows at once; the queued change then shows through the day's copy.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const toggle = (task: TaskRecord, itemContext: string, complete: boolean) => {
    setTicked((current) => ({ ...current, [itemContext]: complete }));
    void queueChecklistToggle(userId, task, itemContext, complete);
  };
  if (tasks.length === 0) return <Typography color="text.secondary">{myDayText.noTasks}</Typography>;
  return (
    <Box component="ul" aria-label={myDayText.tasksHeading} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {tasks.map((task) => (
        <Paper key={task.context} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={`/tasks/view/${task.context}`} underline="hover">
                {task.title || 'No Title'}
              </Link>
            </Typography>
            <StatusChip status={task.priority} />
            <StatusChip status={task.status} />
          </Box>
          {task.checklist.length ? (
            <Box component="ul" aria-label={`Checklist of ${task.title || 'No Title'}`} sx={{ m: 0, p: 0, display: 'grid' }}>
              {task.checklist.map((item) => (
                <Box component="li" key={item.context} sx={{ listStyle: 'none' }}>
                  <FormControlLabel
                    control={<Checkbox checked={ticked[item.context] ?? item.complete} onChange={(event) => toggle(task, item.context, event.target.checked)} />}
                    label={item.description}
                  />
                </Box>
              ))}
            </Box>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
