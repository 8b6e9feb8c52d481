import { z } from 'zod';
import { listSearchRequestSchema, recordStampShape } from './common-schemas';
import { taskCompleteTypes, taskPriorities, taskSnapshotItemSchema, taskStatuses, type TaskPriority, type TaskStatus } from './dashboard-schemas';
import { recordVersionSchema, trimmedTextSchema } from './editor-schemas';

export { taskCompleteTypes, taskPriorities, taskStatuses, type TaskPriority, type TaskStatus };

/** Spec 2 §5 and §9: task notes max 4000 with a counter. The other limits are the product's own. */
export const TASK_NOTES_MAX = 4000;
export const TASK_TITLE_MAX = 200;
export const TASK_DETAILS_MAX = 4000;
export const CHECKLIST_ITEM_MAX = 200;
export const CHECKLIST_MAX_ITEMS = 50;

export const taskMessages = {
  statusRequired: 'Status is required.',
  statusUnknown: 'Choose a status from the list.',
  priorityUnknown: 'Choose a priority from the list.',
  titleTooLong: `Title cannot be more than ${TASK_TITLE_MAX} characters.`,
  detailsTooLong: `Details cannot be more than ${TASK_DETAILS_MAX} characters.`,
  notesTooLong: `Notes cannot be more than ${TASK_NOTES_MAX} characters.`,
  checklistItemRequired: 'Checklist item is required.',
  checklistItemTooLong: `A checklist item cannot be more than ${CHECKLIST_ITEM_MAX} characters.`,
  checklistTooLong: `A checklist cannot have more than ${CHECKLIST_MAX_ITEMS} items.`,
  completeDateInvalid: 'Enter the date as MM/DD/YYYY.',
} as const;

/** The sort fields of the task search; the list opens on the soonest Complete By date. */
export const taskSortFields = ['CompleteDate', 'Title', 'TaskType', 'AssignedTo', 'Priority', 'Status'] as const;
export type TaskSortField = (typeof taskSortFields)[number];

export const checklistItemSchema = z.object({ context: z.string(), description: z.string(), complete: z.boolean() });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** What a task belongs to: a job, an intake or a customer (each with what its link shows). */
const taskLinksSchema = z.object({
  customer: z.object({ context: z.string(), customerName: z.string() }).nullable(),
  job: z.object({ context: z.string(), name: z.string() }).nullable(),
  intake: z.object({ context: z.string(), description: z.string() }).nullable(),
});

/** The summary a task shares with the dashboard's Tasks snapshot. */
const taskSummarySchema = taskSnapshotItemSchema;

/** A task as `Task/GetByContext`, `Create`, `Update` and `ToggleChecklistItem` answer it. */
export const taskSchema = taskSummarySchema.extend({
  ...taskLinksSchema.shape,
  notes: z.string(),
  checklist: z.array(checklistItemSchema),
  ...recordStampShape,
});
export type TaskRecord = z.infer<typeof taskSchema>;

/** A row of the task search: the summary, its links and how far its checklist is. */
export const taskListItemSchema = taskSummarySchema.extend({
  ...taskLinksSchema.shape,
  checklistTotal: z.number().int(),
  checklistComplete: z.number().int(),
});
export type TaskListItem = z.infer<typeof taskListItemSchema>;

/** Spec 2 §3 Task search request: assignedTo, priority, statuses (multi), searchTerm; plus sort, paging and the owner. */
export const taskSearchRequestSchema = listSearchRequestSchema.extend({
  assignedTo: z.string().nullable(),
  priority: z.enum(taskPriorities, taskMessages.priorityUnknown).nullable(),
  statuses: z.array(z.enum(taskStatuses, taskMessages.statusUnknown)),
  jobContext: z.string().nullable().optional(),
  intakeContext: z.string().nullable().optional(),
  customerContext: z.string().nullable().optional(),
});
export type TaskSearchRequest = z.infer<typeof taskSearchRequestSchema>;

const statusSchema = z
  .string()
  .refine((value) => value.trim() !== '', taskMessages.statusRequired)
  .refine((value) => value.trim() === '' || (taskStatuses as readonly string[]).includes(value), taskMessages.statusUnknown);

const checklistInputSchema = z
  .array(
    z.object({
      context: z.string(),
      description: trimmedTextSchema(CHECKLIST_ITEM_MAX, { required: taskMessages.checklistItemRequired, tooLong: taskMessages.checklistItemTooLong }),
      complete: z.boolean(),
    }),
  )
  .max(CHECKLIST_MAX_ITEMS, taskMessages.checklistTooLong);

const taskTextFields = {
  title: trimmedTextSchema(TASK_TITLE_MAX, { tooLong: taskMessages.titleTooLong }),
  status: statusSchema,
  priority: z.enum(taskPriorities, taskMessages.priorityUnknown),
  details: trimmedTextSchema(TASK_DETAILS_MAX, { tooLong: taskMessages.detailsTooLong }),
  notes: trimmedTextSchema(TASK_NOTES_MAX, { tooLong: taskMessages.notesTooLong }),
  checklist: checklistInputSchema,
};

/** The task editor's values: picklist and owner contexts as `''` for none, the Complete By date as `yyyy-mm-dd` (or `''`). */
export const taskFormSchema = z.object({
  ...taskTextFields,
  taskTypeContext: z.string(),
  assignedToContext: z.string(),
  completeDate: z.string().refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), taskMessages.completeDateInvalid),
  jobContext: z.string(),
  intakeContext: z.string(),
  customerContext: z.string(),
});
export type TaskFormValues = z.infer<typeof taskFormSchema>;

/** `POST Task/Create`: a new checklist item has an empty context (the server gives it one). */
export const taskCreateRequestSchema = z.object({
  ...taskTextFields,
  taskTypeContext: z.string().nullable(),
  assignedToContext: z.string().nullable(),
  /** The Complete By date (ISO date-time); ignored once the task is Complete (the server records when). */
  completeDate: z.string().nullable(),
  jobContext: z.string().nullable(),
  intakeContext: z.string().nullable(),
  customerContext: z.string().nullable(),
});
export type TaskCreateRequest = z.infer<typeof taskCreateRequestSchema>;

/** `POST Task/Update`: the task's context and the version it was loaded at. */
export const taskUpdateRequestSchema = taskCreateRequestSchema.extend(recordVersionSchema.shape);
export type TaskUpdateRequest = z.infer<typeof taskUpdateRequestSchema>;

/** `POST Task/ToggleChecklistItem`: one item ticked or cleared. */
export const toggleChecklistItemRequestSchema = z.object({ context: z.string().min(1), checklistItemContext: z.string().min(1), complete: z.boolean() });
export type ToggleChecklistItemRequest = z.infer<typeof toggleChecklistItemRequestSchema>;
