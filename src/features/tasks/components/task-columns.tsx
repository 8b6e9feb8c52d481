import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import type { TaskListItem } from '@/lib/schemas/task-schemas';
import { checklistProgress, completionText, isOverdue, taskTitle } from '../model/task-display';
import { TaskPriorityIcon, TaskStatusIcon } from './task-icons';

/** The title as a link to the task, with its status icon before and its priority icon after. */
export function TaskTitleLink({ task }: { task: TaskListItem }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <TaskStatusIcon status={task.status} />
      <Link component={RouterLink} to={paths.tasksView(task.context)} sx={{ fontWeight: 600, overflowWrap: 'anywhere', fontStyle: task.title.trim() ? undefined : 'italic' }}>
        {taskTitle(task)}
      </Link>
      <TaskPriorityIcon priority={task.priority} />
    </Box>
  );
}

/** What the task belongs to, in words ("Job: Furnace replacement"). */
export function taskOwnerText(task: Pick<TaskListItem, 'job' | 'intake' | 'customer'>): string | null {
  if (task.job) return `Job: ${task.job.name}`;
  if (task.intake) return `Intake: ${task.intake.description}`;
  if (task.customer) return `Customer: ${task.customer.customerName}`;
  return null;
}

function CompleteByOn({ task }: { task: TaskListItem }) {
  const text = completionText(task);
  if (!text) return null;
  const overdue = isOverdue(task);
  return (
    <Typography variant="body2" color={overdue ? 'error' : undefined}>
      {text}
      {overdue ? ' (overdue)' : ''}
    </Typography>
  );
}

/** Spec 2 §2: Type, Title, Assigned To, Complete By/On. */
export const taskColumns: DataTableColumn<TaskListItem>[] = [
  { id: 'type', header: 'Type', sortField: 'TaskType', nowrap: true, cell: (task) => task.taskType?.text ?? '' },
  {
    id: 'title',
    header: 'Title',
    sortField: 'Title',
    minWidth: 260,
    cell: (task) => (
      <>
        <TaskTitleLink task={task} />
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[taskOwnerText(task), checklistProgress(task)].filter(Boolean).join(' \u00b7 ')}
        </Typography>
      </>
    ),
  },
  { id: 'assignedTo', header: 'Assigned To', sortField: 'AssignedTo', nowrap: true, cell: (task) => task.assignedTo?.name ?? 'Unassigned' },
  { id: 'completeDate', header: 'Complete By/On', sortField: 'CompleteDate', nowrap: true, cell: (task) => <CompleteByOn task={task} /> },
];

/** The phone card: title with its icons, type, assignee, date, what it belongs to and the checklist's progress. */
export function TaskCard({ task }: { task: TaskListItem }) {
  return (
    <>
      <TaskTitleLink task={task} />
      <Typography variant="body2" color="text.secondary">
        {[task.taskType?.text, task.assignedTo?.name ?? 'Unassigned'].filter(Boolean).join(' \u00b7 ')}
      </Typography>
      <CompleteByOn task={task} />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[taskOwnerText(task), checklistProgress(task)].filter(Boolean).join(' \u00b7 ')}
      </Typography>
    </>
  );
}
