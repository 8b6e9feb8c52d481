import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RecordView } from '@/components/record-view/record-view';
import { DetailList, Muted, RecordViewSection } from '@/components/record-view/record-view-section';
import { StatusChip } from '@/components/status-chip';
import { paths } from '@/config/paths';
import { TimerButton } from '@/features/timesheet';
import { formatDate } from '@/lib/format';
import type { TaskRecord } from '@/lib/schemas/task-schemas';
import { useDeleteTask } from '../api/delete-task';
import { useTask } from '../api/get-task';
import { completionLabel, isOverdue, taskTitle } from '../model/task-display';
import { TASK_DELETED } from '../model/task-messages';
import { TaskChecklist } from './task-checklist';
import { TaskLinkList } from './task-links';
import { TaskStatusNotesForm } from './task-status-notes-form';
import { useTaskAccess } from './use-task-access';

function details(task: TaskRecord) {
  const date = task.completeDate ? `${formatDate(task.completeDate)}${isOverdue(task) ? ' (overdue)' : ''}` : 'None';
  return [
    { label: completionLabel(task), value: date },
    { label: 'Priority', value: task.priority },
    { label: 'Assigned To', value: task.assignedTo?.name ?? 'Unassigned' },
    { label: 'Type', value: task.taskType?.text ?? 'None' },
    { label: 'Belongs To', value: <TaskLinkList links={task} /> },
  ];
}

/**
 * The task view (spec 2 §2): title (No Title if empty), completion type and date, details,
 * priority, assignee, type, what it belongs to, the checklist (toggled by users with task read or
 * schedule create), the status and notes form, Edit, Delete and the start/stop timer.
 */
export default function TaskViewPage() {
  const { context = '' } = useParams();
  const task = useTask(context);
  const deleteTask = useDeleteTask();
  const access = useTaskAccess();
  if (!task.data) return <LinearProgress aria-label="Loading task" />;
  const record = task.data;
  const done = record.checklist.filter((item) => item.complete).length;
  return (
    <RecordView
      back={{ to: paths.tasks, label: 'Back to Tasks' }}
      title={taskTitle(record)}
      badges={
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <StatusChip status={record.status} />
          {record.priority === 'Urgent' || record.priority === 'High' ? <StatusChip status={record.priority} /> : null}
        </Box>
      }
      edit={{ to: paths.tasksEdit(record.context), permission: 'TASK_U' }}
      remove={{
        permission: 'TASK_D',
        noun: 'Task',
        message: `Delete ${taskTitle(record)}? This cannot be undone.`,
        run: () => deleteTask.mutateAsync(record.context),
        busy: deleteTask.isPending,
        doneMessage: TASK_DELETED,
        doneTo: paths.tasks,
      }}
      actions={<TimerButton target={{ kind: 'task', context: record.context }} />}
    >
      <RecordViewSection>
        <DetailList items={details(record)} />
        {record.details ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.details}</Typography> : <Muted>No details</Muted>}
      </RecordViewSection>
      <RecordViewSection title={record.checklist.length > 0 ? `Checklist (${done} of ${record.checklist.length} done)` : 'Checklist'}>
        <TaskChecklist task={record} canToggle={access.canWork} />
      </RecordViewSection>
      <RecordViewSection title="Status and Notes">
        <TaskStatusNotesForm key={`${record.context}:${record.status}:${record.notes}`} task={record} canWork={access.canWork} canSave={access.canSave} />
      </RecordViewSection>
    </RecordView>
  );
}
