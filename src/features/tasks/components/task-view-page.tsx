import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RecordViewPage, type RecordViewOverrides } from '@/components/record-view/record-view-page';
import { DetailList, Muted, RecordViewSection } from '@/components/record-view/record-view-section';
import { StatusChip } from '@/components/status-chip';
import { TimerButton } from '@/features/timesheet';
import { formatDate } from '@/lib/format';
import { recordKinds } from '@/lib/record-kinds';
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

/** The heading (No Title if empty) with the status and a high priority, Delete's question, the timer. */
function taskView(record: TaskRecord): RecordViewOverrides {
  return {
    title: taskTitle(record),
    badges: (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <StatusChip status={record.status} />
        {record.priority === 'Urgent' || record.priority === 'High' ? <StatusChip status={record.priority} /> : null}
      </Box>
    ),
    remove: { message: `Delete ${taskTitle(record)}? This cannot be undone.` },
    actions: <TimerButton target={{ kind: 'task', context: record.context }} />,
  };
}

/** The task's details, its checklist and the status and notes form. */
function TaskSections({ task, canWork, canSave }: { task: TaskRecord; canWork: boolean; canSave: boolean }) {
  const done = task.checklist.filter((item) => item.complete).length;
  return (
    <>
      <RecordViewSection>
        <DetailList items={details(task)} />
        {task.details ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{task.details}</Typography> : <Muted>No details</Muted>}
      </RecordViewSection>
      <RecordViewSection title={task.checklist.length > 0 ? `Checklist (${done} of ${task.checklist.length} done)` : 'Checklist'}>
        <TaskChecklist task={task} canToggle={canWork} />
      </RecordViewSection>
      <RecordViewSection title="Status and Notes">
        <TaskStatusNotesForm key={`${task.context}:${task.status}:${task.notes}`} task={task} canWork={canWork} canSave={canSave} />
      </RecordViewSection>
    </>
  );
}

/**
 * The task view (spec 2 §2): title (No Title if empty), completion type and date, details,
 * priority, assignee, type, what it belongs to, the checklist (toggled by users with task read or
 * schedule create), the status and notes form, Edit, Delete and the start/stop timer.
 */
export default function TaskViewPage() {
  const access = useTaskAccess();
  return (
    <RecordViewPage kind={recordKinds.task} useRecord={useTask} useDelete={useDeleteTask} deletedMessage={TASK_DELETED} view={taskView}>
      {(record) => <TaskSections task={record} canWork={access.canWork} canSave={access.canSave} />}
    </RecordViewPage>
  );
}
