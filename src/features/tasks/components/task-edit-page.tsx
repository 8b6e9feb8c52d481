import { RecordEditPage } from '@/components/record-list/record-edit-page';
import { paths } from '@/config/paths';
import { TimerButton } from '@/features/timesheet';
import type { TaskCreateRequest, TaskRecord } from '@/lib/schemas/task-schemas';
import { useDeleteTask } from '../api/delete-task';
import { useTask } from '../api/get-task';
import { useUpdateTask } from '../api/update-task';
import { taskToFormValues } from '../model/task-form';
import { TASK_DELETED, TASK_UPDATED, UNABLE_TO_UPDATE } from '../model/task-messages';
import { toast } from '@/components/toasts';
import { TaskEditor } from './task-editor';
import { useTaskAccess } from './use-task-access';

/** Edit Task (TASK_U): after a 409 the user may reload the task; Delete with TASK_D; the timer in the button bank. */
export default function TaskEditPage() {
  const deleteTask = useDeleteTask();
  const access = useTaskAccess();
  return (
    <RecordEditPage<TaskRecord, TaskCreateRequest> useRecord={useTask} useUpdate={useUpdateTask} recordName="task">
      {(task, edit) => (
        <TaskEditor
          defaultValues={taskToFormValues(task)}
          links={task}
          onSave={edit.save}
          savedMessage={TASK_UPDATED}
          unableToSave={UNABLE_TO_UPDATE}
          cancelTo={paths.tasksView(task.context)}
          readOnly={!access.canWork}
          versioned={edit}
          onDelete={
            access.canDelete
              ? async () => {
                  await deleteTask.mutateAsync(task.context);
                  toast.success(TASK_DELETED);
                }
              : undefined
          }
          deleting={deleteTask.isPending}
          extraButtons={<TimerButton target={{ kind: 'task', context: task.context }} />}
        />
      )}
    </RecordEditPage>
  );
}
