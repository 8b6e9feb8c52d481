import { z } from 'zod';

/**
 * Bulk changes (issue 20): one action over ticked rows or over every record a list's filter
 * matches. `Bulk/Preview` says what would change and what would be skipped and why, writing
 * nothing; `Bulk/Apply` changes each record completely or not at all and reports the same way;
 * `Bulk/Undo` puts a reversible change back. docs/api.md "Bulk changes".
 */
export const bulkEntities = ['customer', 'intake', 'job', 'task', 'invoice'] as const;
export type BulkEntity = (typeof bulkEntities)[number];

/**
 * - `status`: the status (intake: its text; job: the JobStatus picklist context).
 * - `assign`: the personnel context (`null` for nobody); for jobs, the technician of every upcoming visit.
 * - `tag`: adds the JobTag picklist context.
 * - `paymentTerm`: the PaymentTerm picklist context (invoices: their due date follows it).
 * - `deactivate` / `activate`: no value.
 * - `delete`: no value; never undone.
 */
export const bulkActions = ['status', 'assign', 'tag', 'paymentTerm', 'deactivate', 'activate', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** At most this many ticked rows per call; more go through the filter. */
export const BULK_MAX_CONTEXTS = 10_000;

export const bulkMessages = {
  entityUnknown: 'Choose what to change: customers, intake, jobs, tasks or invoices.',
  actionUnknown: 'Choose an action.',
  actionNotOffered: 'This action is not available for these records.',
  valueRequired: 'Choose a value for the change.',
  nothingSelected: 'Select at least one record.',
  tooMany: `Select at most ${BULK_MAX_CONTEXTS.toLocaleString('en-US')} records, or use the filter.`,
  operationUnknown: 'This change can no longer be undone.',
  filterInvalid: 'The list filter is not valid.',
} as const;

/** The ticked rows, or every record the list's search request matches (its paging is ignored). */
export const bulkSelectionSchema = z.union([
  z.object({ contexts: z.array(z.string().min(1)).min(1, bulkMessages.nothingSelected).max(BULK_MAX_CONTEXTS, bulkMessages.tooMany) }),
  z.object({ filter: z.record(z.string(), z.unknown()) }),
]);
export type BulkSelection = z.infer<typeof bulkSelectionSchema>;

export const bulkPreviewRequestSchema = z.object({
  entity: z.enum(bulkEntities, bulkMessages.entityUnknown),
  action: z.enum(bulkActions, bulkMessages.actionUnknown),
  value: z.string().nullable(),
  selection: bulkSelectionSchema,
});
export type BulkPreviewRequest = z.infer<typeof bulkPreviewRequestSchema>;

/** Apply: the preview's request and the versions the preview saw (a record changed since is skipped). */
export const bulkApplyRequestSchema = bulkPreviewRequestSchema.extend({
  versions: z.record(z.string(), z.number().int()),
});
export type BulkApplyRequest = z.infer<typeof bulkApplyRequestSchema>;

export const bulkUndoRequestSchema = z.object({ operationId: z.string().min(1) });
export type BulkUndoRequest = z.infer<typeof bulkUndoRequestSchema>;

/** A record a bulk action names in its preview and report. */
const bulkRecordSchema = z.object({ context: z.string(), name: z.string() });

/** A record the action changes (or changed): its name and the value before and after. */
export const bulkChangeSchema = bulkRecordSchema.extend({ from: z.string(), to: z.string(), version: z.number().int() });
export type BulkChange = z.infer<typeof bulkChangeSchema>;

/** A record left as it is, and why (permission, a state rule, changed since loaded). */
export const bulkSkipSchema = bulkRecordSchema.extend({ reason: z.string() });
export type BulkSkip = z.infer<typeof bulkSkipSchema>;

export const bulkPreviewSchema = z.object({
  /** Records selected (ticked, or matching the filter). */
  total: z.number().int(),
  /** What the action does, said once ("Status → Cancelled"). */
  summary: z.string(),
  changes: z.array(bulkChangeSchema),
  skipped: z.array(bulkSkipSchema),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

export const bulkReportSchema = z.object({
  /** What kind of records were changed (an Undo names it too; live updates tell other sessions). */
  entity: z.enum(bulkEntities),
  /** For `Bulk/Undo`; `null` when the action cannot be undone (delete) or nothing changed. */
  operationId: z.string().nullable(),
  /** ISO date-time until which Undo is accepted. */
  undoUntil: z.string().nullable(),
  summary: z.string(),
  changed: z.array(bulkChangeSchema),
  skipped: z.array(bulkSkipSchema),
});
export type BulkReport = z.infer<typeof bulkReportSchema>;
