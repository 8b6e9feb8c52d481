import type { TaskCreateRequest, TaskFormValues, TaskRecord } from '@/lib/schemas/task-schemas';

/** A Complete By date typed as `yyyy-mm-dd` is due at 5 pm local time that day. */
const DUE_HOUR = 17;

/** `yyyy-mm-dd` (a date input's value) as the ISO date-time the server stores; `''` is none. */
export function dateInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), DUE_HOUR).toISOString();
}

/** An ISO date-time as a date input's local `yyyy-mm-dd`; none is `''`. */
export function isoToDateInput(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What Add Task starts from: Open, Normal priority, assigned to the user, linked to where it was added from. */
export interface NewTaskContext {
  personnelContext: string | null;
  jobContext?: string;
  intakeContext?: string;
  customerContext?: string;
}

export function newTaskFormValues(context: NewTaskContext): TaskFormValues {
  return {
    title: '',
    taskTypeContext: '',
    assignedToContext: context.personnelContext ?? '',
    status: 'Open',
    priority: 'Normal',
    completeDate: '',
    details: '',
    notes: '',
    checklist: [],
    jobContext: context.jobContext ?? '',
    intakeContext: context.intakeContext ?? '',
    customerContext: context.customerContext ?? '',
  };
}

export function taskToFormValues(task: TaskRecord): TaskFormValues {
  return {
    title: task.title,
    taskTypeContext: task.taskType?.context ?? '',
    assignedToContext: task.assignedTo?.context ?? '',
    status: task.status,
    priority: task.priority,
    completeDate: isoToDateInput(task.completeDate),
    details: task.details,
    notes: task.notes,
    checklist: task.checklist.map((item) => ({ ...item })),
    jobContext: task.job?.context ?? '',
    intakeContext: task.intake?.context ?? '',
    customerContext: task.customer?.context ?? '',
  };
}

/** What Create (and, with context and version, Update) sends: trimmed, blanks as none. */
export function taskRequestFromForm(values: TaskFormValues): TaskCreateRequest {
  return {
    title: values.title.trim(),
    taskTypeContext: values.taskTypeContext || null,
    assignedToContext: values.assignedToContext || null,
    status: values.status,
    priority: values.priority,
    completeDate: dateInputToIso(values.completeDate),
    details: values.details.trim(),
    notes: values.notes.trim(),
    checklist: values.checklist.map((item) => ({ context: item.context, description: item.description.trim(), complete: item.complete })),
    jobContext: values.jobContext || null,
    intakeContext: values.intakeContext || null,
    customerContext: values.customerContext || null,
  };
}

/** Spec 2 §4: saving a form that would send what was loaded changes nothing ("No changes detected."). */
export function taskFormUnchanged(loaded: TaskFormValues, values: TaskFormValues): boolean {
  return JSON.stringify(taskRequestFromForm(loaded)) === JSON.stringify(taskRequestFromForm(values));
}

/** The view's quick update: the task as loaded with the status and notes of the view's form. */
export function quickUpdateRequest(task: TaskRecord, change: { status: string; notes: string }): TaskCreateRequest & { context: string; version: number } {
  return { ...taskRequestFromForm({ ...taskToFormValues(task), ...change }), context: task.context, version: task.version };
}

/** A checklist moved by the reorder: the item at `from` now at `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}
