import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useId } from 'react';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import type { TaskSearchRequest } from '@/lib/schemas/task-schemas';
import { useTaskSearch } from '../api/search-tasks';
import { checklistProgress, completionText, taskTitle } from '../model/task-display';
import { ownerAddSearch, ownerListSearch, type TaskOwner } from '../model/task-list';
import { TaskPriorityIcon, TaskStatusIcon } from './task-icons';

/** Tasks a record's section lists before View All. */
export const SECTION_TASK_COUNT = 10;

export interface TasksSectionProps {
  /** The job, intake or customer whose tasks are listed. */
  owner: TaskOwner;
  /** Its name: shown by Add Task's Belongs To. */
  ownerName: string;
}

function sectionRequest(owner: TaskOwner): TaskSearchRequest {
  return {
    searchTerm: '',
    sort: { by: 'CompleteDate', direction: 'ASC' },
    pageNumber: 0,
    pageSize: SECTION_TASK_COUNT,
    assignedTo: null,
    priority: null,
    statuses: [],
    jobContext: 'job' in owner ? owner.job : null,
    intakeContext: 'intake' in owner ? owner.intake : null,
    customerContext: 'customer' in owner ? owner.customer : null,
  };
}

/**
 * The Tasks section of a job, an intake or a customer (TASK_R): its tasks, soonest first, each a
 * link with its status and priority icons; View All opens the task list narrowed to the record;
 * Add Task (TASK_C) adds one that belongs to it.
 */
export function TasksSection({ owner, ownerName }: TasksSectionProps) {
  const headingId = useId();
  const canCreate = useCan('TASK_C');
  const search = useTaskSearch(sectionRequest(owner), { enabled: true });
  const rows = search.data?.results;
  const total = search.data?.searchResultCount ?? 0;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Tasks
        </Typography>
        {total > 0 ? (
          <Button component={RouterLink} to={`${paths.tasks}${ownerListSearch(owner)}`}>
            View All
          </Button>
        ) : null}
        {canCreate ? (
          <Button variant="outlined" startIcon={<Add />} component={RouterLink} to={paths.tasksAdd(`${ownerAddSearch(owner)}&name=${encodeURIComponent(ownerName)}`)}>
            Add Task
          </Button>
        ) : null}
      </Box>
      {!rows ? (
        search.isError ? <Typography color="error">The tasks could not be loaded.</Typography> : <LinearProgress aria-label="Loading tasks" />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No tasks yet.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Tasks" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {rows.map((task) => (
            <Box component="li" key={task.context} sx={{ display: 'grid', gap: 0.25 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
                <TaskStatusIcon status={task.status} />
                <Link component={RouterLink} to={paths.tasksView(task.context)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {taskTitle(task)}
                </Link>
                <TaskPriorityIcon priority={task.priority} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ pl: 3.5 }}>
                {[task.status, task.assignedTo?.name ?? 'Unassigned', completionText(task), checklistProgress(task)].filter(Boolean).join(' \u00b7 ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {total > SECTION_TASK_COUNT ? (
        <Typography variant="body2" color="text.secondary">
          {`Showing ${SECTION_TASK_COUNT} of ${total} tasks.`}
        </Typography>
      ) : null}
    </Paper>
  );
}
