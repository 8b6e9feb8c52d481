import { z } from 'zod';
import { timesheetEntrySchema } from './dashboard-schemas';

/**
 * A job's timesheet (spec 2 §2 "Job timesheet", §3 Timesheet entry) and the timer of the job
 * editor's button bank (type Job). Entries answer `timesheetEntrySchema` (dashboard-schemas):
 * personnel, job, entryType, startDate, endDate (`null` while running), totalHours (2 decimals).
 */

export const timesheetEntryTypes = ['Job', 'Task', 'Shop', 'Travel', 'Training'] as const;
export type TimesheetEntryType = (typeof timesheetEntryTypes)[number];

export const timerMessages = {
  jobRequired: 'A job context is required for a timer of type Job.',
  taskRequired: 'A task context is required for a timer of type Task.',
  noPersonnel: 'Your user is not linked to a member of staff, so a timer cannot be started.',
  noTimerRunning: 'No timer is running.',
} as const;

export { timesheetEntrySchema, type TimesheetEntry } from './dashboard-schemas';

/** `GET Timesheet/GetAllByJobContext?context=…`: the job's entries by start (oldest first) and their hours. */
export const jobTimesheetResponseSchema = z.object({
  entries: z.array(timesheetEntrySchema),
  /** Σ hours to 2 decimals (the total row shows when there is more than one entry). */
  totalHours: z.number(),
});
export type JobTimesheetResponse = z.infer<typeof jobTimesheetResponseSchema>;

/**
 * `POST Timesheet/StartTimer`: starts the signed-in user's clock (a running timer of theirs is
 * stopped first). Answers the running entry.
 */
export const startTimerRequestSchema = z
  .object({ entryType: z.enum(timesheetEntryTypes), jobContext: z.string().nullable(), taskContext: z.string().nullable().optional() })
  .refine((request) => request.entryType !== 'Job' || (request.jobContext ?? '').trim() !== '', { message: timerMessages.jobRequired, path: ['jobContext'] })
  .refine((request) => request.entryType !== 'Task' || (request.taskContext ?? '').trim() !== '', { message: timerMessages.taskRequired, path: ['taskContext'] });
export type StartTimerRequest = z.infer<typeof startTimerRequestSchema>;

/** `GET Timesheet/GetActiveTimer`: the signed-in user's running entry, or `null`. */
export const activeTimerResponseSchema = timesheetEntrySchema.nullable();

/** The longest period one timesheet search may ask for. */
export const TIMESHEET_RANGE_MAX_DAYS = 62;
export const TIMESHEET_NOTES_MAX = 500;

export const timesheetMessages = {
  rangeInvalid: 'The period must be real dates with its end after its start.',
  rangeTooLong: `The period cannot be longer than ${TIMESHEET_RANGE_MAX_DAYS} days.`,
  startInvalid: 'Enter a valid start date and time.',
  endInvalid: 'Enter a valid end date and time.',
  endBeforeStart: 'The end must be after the start.',
  inFuture: 'An entry cannot end in the future.',
  tooLong: 'An entry cannot be longer than 24 hours.',
  overlap: (range: string) => `This entry overlaps another entry (${range}).`,
  notesTooLong: `Notes cannot be more than ${TIMESHEET_NOTES_MAX} characters.`,
  typeRequired: 'Type is required.',
  running: 'A running timer cannot be edited. Stop it first.',
  notYours: 'You can change only your own timesheet entries.',
  notFound: 'The timesheet entry was not found.',
  personnelNotFound: 'The person was not found.',
  created: 'Timesheet entry added.',
  updated: 'Timesheet entry updated.',
  deleted: 'Timesheet entry deleted.',
} as const;

/** `POST Timesheet/Search`: entries starting in [start, end); `personnelContext` null: everyone's (administrators only). */
export const timesheetSearchRequestSchema = z
  .object({ start: z.string(), end: z.string(), personnelContext: z.string().nullable() })
  .superRefine((value, context) => {
    const start = Date.parse(value.start);
    const end = Date.parse(value.end);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) context.addIssue({ code: 'custom', path: ['end'], message: timesheetMessages.rangeInvalid });
    else if (end - start > TIMESHEET_RANGE_MAX_DAYS * 86_400_000) context.addIssue({ code: 'custom', path: ['end'], message: timesheetMessages.rangeTooLong });
  });
export type TimesheetSearchRequest = z.infer<typeof timesheetSearchRequestSchema>;

/** A timesheet entry as the timesheet screen shows it: the entry and its notes. */
export const timesheetRowSchema = timesheetEntrySchema.extend({ notes: z.string() });
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

export const timesheetSearchResponseSchema = z.object({
  entries: z.array(timesheetRowSchema),
  /** Σ hours to 2 decimals. */
  totalHours: z.number(),
});
export type TimesheetSearchResponse = z.infer<typeof timesheetSearchResponseSchema>;

const entryFields = {
  /** Whose entry: only administrators name someone else (null: the signed-in user). */
  personnelContext: z.string().nullable(),
  entryType: z.enum(timesheetEntryTypes, { error: timesheetMessages.typeRequired }),
  jobContext: z.string().nullable(),
  taskContext: z.string().nullable(),
  startDate: z.string().refine((value) => !Number.isNaN(Date.parse(value)), timesheetMessages.startInvalid),
  endDate: z.string().refine((value) => !Number.isNaN(Date.parse(value)), timesheetMessages.endInvalid),
  notes: z.string().max(TIMESHEET_NOTES_MAX, timesheetMessages.notesTooLong),
};

function checkEntry(value: { entryType: string; jobContext: string | null; taskContext: string | null; startDate: string; endDate: string }, context: z.RefinementCtx): void {
  if (value.entryType === 'Job' && !(value.jobContext ?? '').trim()) context.addIssue({ code: 'custom', path: ['jobContext'], message: timerMessages.jobRequired });
  if (value.entryType === 'Task' && !(value.taskContext ?? '').trim()) context.addIssue({ code: 'custom', path: ['taskContext'], message: timerMessages.taskRequired });
  const start = Date.parse(value.startDate);
  const end = Date.parse(value.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end <= start) context.addIssue({ code: 'custom', path: ['endDate'], message: timesheetMessages.endBeforeStart });
  else if (end - start > 24 * 3_600_000) context.addIssue({ code: 'custom', path: ['endDate'], message: timesheetMessages.tooLong });
}

/** `POST Timesheet/Create`: a finished entry added by hand. */
export const timesheetCreateRequestSchema = z.object(entryFields).superRefine(checkEntry);
export type TimesheetCreateRequest = z.infer<typeof timesheetCreateRequestSchema>;

/** `POST Timesheet/Update`: a finished entry changed (whose it is stays). */
export const timesheetUpdateRequestSchema = z
  .object({ context: z.string().min(1), ...entryFields })
  .superRefine(checkEntry);
export type TimesheetUpdateRequest = z.infer<typeof timesheetUpdateRequestSchema>;
