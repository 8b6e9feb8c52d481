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
