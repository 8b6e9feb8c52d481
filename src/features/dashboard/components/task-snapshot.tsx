import Box from '@mui/material/Box';
import { paths } from '@/config/paths';
import { formatDate, truncateText } from '@/lib/format';
import type { TaskSnapshotItem } from '@/lib/schemas/dashboard-schemas';
import { useTaskSnapshot } from '../api/get-task-snapshot';
import { listSnapshotDefinition, truncation } from '../model/snapshots';
import { ListSnapshot } from './list-snapshot';
import type { SnapshotListRowProps } from './snapshot-list';
import { StatusChip } from '@/components/status-chip';
import { useSnapshotFilter } from './use-snapshot-filter';

const definition = listSnapshotDefinition('task');

function dueText(task: TaskSnapshotItem): string | null {
  if (!task.completeDate) return null;
  return `${task.completeType === 'On' ? 'Completed On' : 'Complete By'} ${formatDate(task.completeDate)}`;
}

function TaskAside({ task }: { task: TaskSnapshotItem }) {
  const urgent = task.priority === 'Urgent' || task.priority === 'High';
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {urgent ? <StatusChip status={task.priority} /> : null}
      <StatusChip status={task.status} />
    </Box>
  );
}

function taskRow(task: TaskSnapshotItem): SnapshotListRowProps {
  return {
    to: paths.tasksView(task.context),
    primary: task.title || 'No Title',
    aside: <TaskAside task={task} />,
    secondary: [task.taskType?.text, task.assignedTo?.name, dueText(task)].filter(Boolean).join(' \u00b7 '),
    tertiary: task.details ? truncateText(task.details, truncation.taskDetails) : undefined,
  };
}

export function TaskSnapshot() {
  const { request, control } = useSnapshotFilter(definition, 'TASK_DEF_STAT_FLTR');
  const query = useTaskSnapshot(request);
  return <ListSnapshot definition={definition} filter={control} query={query} rows={(data) => data.results} row={taskRow} />;
}
