import { taskMessages, taskSearchRequestSchema, taskStatuses, type TaskStatus } from '../../../src/lib/schemas/task-schemas';
import type { MockDb } from '../../db/mock-store';
import { personnelName } from '../../db/record-views';
import type { Task } from '../../db/types';
import { requestMessages, validationError } from '../handler-utils';
import type { Lookup } from '../record-refs';
import { removeTask, taskReferenceMessages } from '../task-handlers';
import { matchingTasks } from '../task-search-handlers';
import type { BulkAdapter } from './bulk-adapter';
import { sameValueReason } from './bulk-texts';

const CHANGE_DENIED = 'You do not have permission to change tasks.';

const isStatus = (value: string | null): value is TaskStatus => (taskStatuses as readonly string[]).includes(value ?? '');

function assigneeName(lookup: Lookup, context: string | null): string {
  const person = lookup.personnel(context);
  return person ? personnelName(person) : 'Nobody';
}

/** Stores changed task fields as one write: the version one higher. */
function saveTask(db: MockDb, task: Task, fields: Partial<Task>): number {
  return db.tasks.put({ ...task, ...fields, dateModified: new Date().toISOString(), version: task.version + 1 }).version;
}

/**
 * A status change with the editor's rule (task-handlers `storedFields`): a task becoming Complete is
 * completed now (`On`); a completed task reopened has no due date until someone gives it one.
 */
function statusFields(task: Task, status: TaskStatus): Partial<Task> {
  if (status === 'Complete') return { status, completeType: 'On', completeDate: new Date().toISOString() };
  if (task.status === 'Complete') return { status, completeType: 'By', completeDate: null };
  return { status };
}

/** Tasks for bulk changes: Status, Assigned To, Delete (spec 2 §5 task rules). */
export const taskBulk: BulkAdapter<Task> = {
  readPermission: 'TASK_R',
  get: (db, context) => db.tasks.get(context),
  context: (task) => task.context,
  name: (_lookup, task) => task.title,
  version: (task) => task.version,
  matching: (db, filter) => {
    const parsed = taskSearchRequestSchema.safeParse({ pageNumber: 0, pageSize: 1, ...(filter as object) });
    if (!parsed.success) return validationError(requestMessages(parsed.error));
    const found = matchingTasks(db, parsed.data);
    return found instanceof Response ? found : found.map((row) => db.tasks.get(row.context)!);
  },
  actions: {
    status: {
      permission: 'TASK_U',
      deniedReason: CHANGE_DENIED,
      valueProblem: (_lookup, value) => (isStatus(value) ? null : taskMessages.statusUnknown),
      summary: (_lookup, value) => `Status → ${value}`,
      plan: (_lookup, task, value) => (task.status === value ? { skip: sameValueReason('Status', value!) } : { from: task.status, to: value! }),
      apply: (lookup, _user, task, value) => saveTask(lookup.db, task, statusFields(task, value as TaskStatus)),
      restore: (lookup, _user, current, before) =>
        saveTask(lookup.db, current, { status: before.status, completeType: before.completeType, completeDate: before.completeDate }),
    },
    assign: {
      permission: 'TASK_U',
      deniedReason: CHANGE_DENIED,
      valueProblem: (lookup, value) => (value === null || lookup.personnel(value) ? null : taskReferenceMessages.assignedTo),
      summary: (lookup, value) => `Assigned To → ${assigneeName(lookup, value)}`,
      plan: (lookup, task, value) =>
        task.assignedToContext === value
          ? { skip: sameValueReason('Assigned To', assigneeName(lookup, value)) }
          : { from: assigneeName(lookup, task.assignedToContext), to: assigneeName(lookup, value) },
      apply: (lookup, _user, task, value) => saveTask(lookup.db, task, { assignedToContext: value }),
      restore: (lookup, _user, current, before) => saveTask(lookup.db, current, { assignedToContext: before.assignedToContext }),
    },
    delete: {
      permission: 'TASK_D',
      deniedReason: 'You do not have permission to delete tasks.',
      valueProblem: () => null,
      summary: () => 'Delete',
      plan: (_lookup, task) => ({ from: task.status, to: 'Deleted' }),
      apply: (lookup, _user, task) => {
        removeTask(lookup.db, task.context);
        return null;
      },
    },
  },
};
