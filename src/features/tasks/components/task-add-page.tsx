import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUserState } from '@/lib/auth/use-session';
import { useCreateTask } from '../api/create-task';
import { newTaskFormValues } from '../model/task-form';
import { TASK_CREATED } from '../model/task-messages';
import { TaskEditor } from './task-editor';
import type { TaskLinks } from './task-links';
import { useTaskAccess } from './use-task-access';

/** The owner in Add Task's address (`?job=…&name=…`): linked to the new task, shown by the name given. */
function linksFrom(params: URLSearchParams): TaskLinks {
  const name = params.get('name') ?? '';
  const job = params.get('job');
  const intake = params.get('intake');
  const customer = params.get('customer');
  return {
    job: job ? { context: job, name } : null,
    intake: intake ? { context: intake, description: name } : null,
    customer: customer && !job && !intake ? { context: customer, customerName: name } : null,
  };
}

/** Add Task (TASK_C): Open, Normal, assigned to the user; from a job, intake or customer it belongs to that record. */
export default function TaskAddPage() {
  const [params] = useSearchParams();
  const user = useUserState();
  const createTask = useCreateTask();
  const access = useTaskAccess();
  const links = linksFrom(params);
  const defaults = newTaskFormValues({
    personnelContext: user.personnelContext,
    jobContext: links.job?.context,
    intakeContext: links.intake?.context,
    customerContext: links.customer?.context,
  });
  const cancelTo = links.job ? paths.jobsView(links.job.context) : links.intake ? paths.intakeView(links.intake.context) : links.customer ? paths.customersView(links.customer.context) : paths.tasks;
  return (
    <TaskEditor
      defaultValues={defaults}
      links={links}
      onSave={(request) => createTask.mutateAsync(request)}
      savedMessage={TASK_CREATED}
      cancelTo={cancelTo}
      readOnly={!access.canWork}
    />
  );
}
