import { endpoints } from '../../src/config/endpoints';
import { taskCreateRequestSchema, taskUpdateRequestSchema, toggleChecklistItemRequestSchema, type TaskCreateRequest } from '../../src/lib/schemas/task-schemas';
import { recentUseKey, type MockDb } from '../db/mock-store';
import { randomUuid } from '../db/ids';
import { getDb } from '../db/store';
import type { Task } from '../db/types';
import { conflictError, notFound, ok, requirePermission, validationError } from './handler-utils';
import { createLookup, recordUse } from './record-refs';
import { issueMessages, route } from './route';
import { taskSearchHandlers } from './task-search-handlers';
import { taskView } from './task-views';

export const TASK_CONTEXT_REQUIRED_TEXT = 'A task context is required.';
export const TASK_NOT_FOUND_TEXT = 'Task not found';
export const CHECKLIST_ITEM_NOT_FOUND_TEXT = 'Checklist item not found';
export const TASK_CONFLICT_TEXT =
  'This task was changed by someone else after you opened it. Your changes are still on the screen; reload the task to see the latest version before saving again.';
export const taskReferenceMessages = {
  taskType: 'Choose a task type from the list.',
  assignedTo: 'Choose who the task is assigned to from the list.',
  job: 'The job the task belongs to was not found.',
  intake: 'The intake the task belongs to was not found.',
  customer: 'The customer the task belongs to was not found.',
} as const;

/** Spec 2 §4–§6: status and notes may be changed only by users with task read or schedule create. */
export const TASK_STATUS_NOTES_PERMISSIONS = ['TASK_R', 'SCHED_C'] as const;

/** The request's references checked against the store: 400 messages, one per unknown reference. */
function referenceErrors(db: MockDb, body: TaskCreateRequest): string[] {
  const errors: string[] = [];
  const type = body.taskTypeContext ? db.picklists.get(body.taskTypeContext) : undefined;
  if (body.taskTypeContext && type?.kind !== 'TaskType') errors.push(taskReferenceMessages.taskType);
  if (body.assignedToContext && !db.personnel.has(body.assignedToContext)) errors.push(taskReferenceMessages.assignedTo);
  if (body.jobContext && !db.jobs.has(body.jobContext)) errors.push(taskReferenceMessages.job);
  if (body.intakeContext && !db.intakes.has(body.intakeContext)) errors.push(taskReferenceMessages.intake);
  if (body.customerContext && !db.customers.has(body.customerContext)) errors.push(taskReferenceMessages.customer);
  return errors;
}

/**
 * The stored fields of a create or update: trimmed texts, checklist items with contexts, the customer
 * of the job or intake the task belongs to. A task becoming Complete is completed now (`On`); a task
 * that is not Complete is due by the request's date (`By`).
 */
function storedFields(db: MockDb, body: TaskCreateRequest, existing: Task | undefined, now: string) {
  const job = body.jobContext ? db.jobs.get(body.jobContext) : undefined;
  const intake = body.intakeContext ? db.intakes.get(body.intakeContext) : undefined;
  const complete = body.status === 'Complete';
  const stayedComplete = complete && existing?.status === 'Complete';
  return {
    title: body.title.trim(),
    taskTypeContext: body.taskTypeContext || null,
    assignedToContext: body.assignedToContext || null,
    status: body.status as Task['status'],
    priority: body.priority,
    completeType: complete ? ('On' as const) : ('By' as const),
    completeDate: stayedComplete ? (existing?.completeDate ?? now) : complete ? now : body.completeDate,
    details: body.details.trim(),
    notes: body.notes.trim(),
    checklist: body.checklist.map((item) => ({ context: item.context || randomUuid(), description: item.description.trim(), complete: item.complete })),
    jobContext: job?.context ?? null,
    intakeContext: intake?.context ?? null,
    customerContext: job?.serviceCustomerContext ?? intake?.customerContext ?? (body.customerContext || null),
  };
}

const getByContext = route('get', endpoints.task.get, { allow: 'TASK_R', context: TASK_CONTEXT_REQUIRED_TEXT }, ({ user, context }) => {
  const db = getDb();
  const task = db.tasks.get(context);
  if (!task) return notFound(TASK_NOT_FOUND_TEXT);
  recordUse(db, user.id, 'task', context);
  return taskView(createLookup(db), task);
});

const create = route('post', endpoints.task.create, { allow: 'TASK_C', body: taskCreateRequestSchema, messages: issueMessages }, ({ user, body }) => {
  const db = getDb();
  const errors = referenceErrors(db, body);
  if (errors.length > 0) return validationError(errors);
  const now = new Date().toISOString();
  const task = db.tasks.insert({ context: randomUuid(), ...storedFields(db, body, undefined, now), dateCreated: now, dateModified: now, version: 1 });
  recordUse(db, user.id, 'task', task.context, now);
  return taskView(createLookup(db), task);
});

/** Spec 2 §5: TASK_U to update; changing status or notes also needs task read or schedule create; 409 on a stale version. */
const update = route('post', endpoints.task.update, { allow: 'TASK_U', body: taskUpdateRequestSchema, messages: issueMessages }, ({ user, body }) => {
  const db = getDb();
  const existing = db.tasks.get(body.context);
  if (!existing) return notFound(TASK_NOT_FOUND_TEXT);
  if (body.status !== existing.status || body.notes.trim() !== existing.notes) {
    const denied = requirePermission(user, TASK_STATUS_NOTES_PERMISSIONS);
    if (denied) return denied;
  }
  if (existing.version !== body.version) return conflictError(TASK_CONFLICT_TEXT);
  const errors = referenceErrors(db, body);
  if (errors.length > 0) return validationError(errors);
  const now = new Date().toISOString();
  const saved = db.tasks.put({ ...existing, ...storedFields(db, body, existing, now), dateModified: now, version: existing.version + 1 });
  recordUse(db, user.id, 'task', saved.context, now);
  return taskView(createLookup(db), saved);
});

/** Removes a task and the recent uses of it; false when there was none. */
export function removeTask(db: MockDb, context: string): boolean {
  if (!db.tasks.remove(context)) return false;
  for (const use of db.recentUses.where('record', context)) if (use.kind === 'task') db.recentUses.remove(recentUseKey(use));
  return true;
}

const remove = route('delete', endpoints.task.delete, { allow: 'TASK_D', context: TASK_CONTEXT_REQUIRED_TEXT }, ({ context }) =>
  removeTask(getDb(), context) ? ok() : notFound(TASK_NOT_FOUND_TEXT),
);

/** Spec 2 §4 and §6: a checklist item ticked or cleared, by users with task read or schedule create. */
const toggleChecklistItem = route(
  'post',
  endpoints.task.toggleChecklistItem,
  { allow: TASK_STATUS_NOTES_PERMISSIONS, body: toggleChecklistItemRequestSchema, messages: issueMessages },
  ({ body }) => {
    const db = getDb();
    const task = db.tasks.get(body.context);
    if (!task) return notFound(TASK_NOT_FOUND_TEXT);
    if (!task.checklist.some((item) => item.context === body.checklistItemContext)) return notFound(CHECKLIST_ITEM_NOT_FOUND_TEXT);
    const checklist = task.checklist.map((item) => (item.context === body.checklistItemContext ? { ...item, complete: body.complete } : item));
    const saved = db.tasks.put({ ...task, checklist, dateModified: new Date().toISOString(), version: task.version + 1 });
    return taskView(createLookup(db), saved);
  },
);

/** Mock handlers for the task calls (TASK_C, TASK_R, TASK_U, TASK_D; checklist toggles with TASK_R or SCHED_C). */
export const taskHandlers = [getByContext, create, update, remove, toggleChecklistItem, ...taskSearchHandlers];
