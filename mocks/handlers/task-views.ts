import type { TaskSnapshotItem } from '../../src/lib/schemas/dashboard-schemas';
import type { TaskListItem, TaskRecord } from '../../src/lib/schemas/task-schemas';
import { customerName } from '../db/record-views';
import type { Task } from '../db/types';
import { personnelRef, picklistRef, type Lookup } from './record-refs';

/** What a task belongs to, as its answers name it: the customer, the job and the intake (each or `null`). */
export function taskLinks(lookup: Lookup, task: Task): Pick<TaskRecord, 'customer' | 'job' | 'intake'> {
  const customer = lookup.customer(task.customerContext);
  const job = task.jobContext ? lookup.db.jobs.get(task.jobContext) : undefined;
  const intake = task.intakeContext ? lookup.db.intakes.get(task.intakeContext) : undefined;
  return {
    customer: customer ? { context: customer.context, customerName: customerName(customer) } : null,
    job: job ? { context: job.context, name: job.name } : null,
    intake: intake ? { context: intake.context, description: intake.description } : null,
  };
}

/** The summary every task answer holds (also the dashboard's Tasks snapshot rows). */
export function taskSummary(lookup: Lookup, task: Task): TaskSnapshotItem {
  return {
    context: task.context,
    title: task.title,
    taskType: task.taskTypeContext ? picklistRef(lookup, task.taskTypeContext) : null,
    assignedTo: personnelRef(lookup, task.assignedToContext),
    completeDate: task.completeDate,
    completeType: task.completeType,
    status: task.status,
    priority: task.priority,
    details: task.details,
  };
}

/** A task as `Task/GetByContext`, `Create`, `Update` and `ToggleChecklistItem` answer it. */
export function taskView(lookup: Lookup, task: Task): TaskRecord {
  return {
    ...taskSummary(lookup, task),
    ...taskLinks(lookup, task),
    notes: task.notes,
    checklist: task.checklist.map((item) => ({ ...item })),
    dateCreated: task.dateCreated,
    dateModified: task.dateModified,
    version: task.version,
  };
}

/** A row of the task search. */
export function taskListItem(lookup: Lookup, task: Task): TaskListItem {
  return {
    ...taskSummary(lookup, task),
    ...taskLinks(lookup, task),
    checklistTotal: task.checklist.length,
    checklistComplete: task.checklist.filter((item) => item.complete).length,
  };
}
