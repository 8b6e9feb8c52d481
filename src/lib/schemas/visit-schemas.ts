import { z } from 'zod';
import { customerContactSchema, picklistRefSchema } from './common-schemas';
import { appointmentSchema, jobSummarySchema } from './dashboard-schemas';
import { formInstanceSchema } from './form-schemas';
import { jobDetailSchema } from './job-detail-schemas';
import { taskSchema } from './task-schemas';

/**
 * The technician's day (issue 17): `GET MyDay/Get?date=yyyy-MM-dd` answers the visits assigned to the
 * signed-in user on that day (the client's day, through the time-zone header) with everything a visit
 * needs on a phone, offline included; the `Visit/*` calls move a visit on. Every answer is shaped by
 * the caller's permissions: without `JOB_COST_R` no cost, markup, profit or payment term is sent.
 */

export const visitStatuses = ['Scheduled', 'On My Way', 'In Progress', 'Completed'] as const;
export type VisitStatus = (typeof visitStatuses)[number];

export const VISIT_NOTE_MAX = 4000;

export const visitMessages = {
  appointmentRequired: 'An appointment context is required.',
  appointmentNotFound: 'Appointment not found',
  notAssigned: 'This visit is not assigned to you.',
  atInvalid: 'The time of the step is not a valid date and time.',
  noteRequired: 'Enter a note.',
  noteTooLong: `Notes cannot be longer than ${VISIT_NOTE_MAX} characters.`,
  statusNotFound: 'Choose a job status from the list.',
  /** 409: the office changed the appointment after the technician's copy was loaded. */
  changedByOffice: 'The office changed this visit after your copy was loaded.',
  alreadyFinished: 'This visit is already finished.',
  dateInvalid: 'The date must be written yyyy-MM-dd.',
} as const;

/** The customer as the visit shows them: how to reach them and what to know before arriving. */
export const visitCustomerSchema = customerContactSchema.extend({
  /** The customer's notes (preferences, pets, how to reach them). */
  notes: z.string(),
});
export type VisitCustomer = z.infer<typeof visitCustomerSchema>;

/** The job of a job visit: its lines as the caller may see them (no costs without `JOB_COST_R`). */
export const visitJobSchema = jobSummarySchema.pick({ context: true, number: true, name: true, description: true, jobType: true, jobStatus: true }).extend({
  internalNotes: z.string(),
  version: z.number().int(),
  lines: z.array(jobDetailSchema),
});
export type VisitJob = z.infer<typeof visitJobSchema>;

/** The intake record of an estimate visit. */
export const visitIntakeSchema = z.object({
  context: z.string(),
  title: z.string(),
  description: z.string(),
  notes: z.string(),
});

/** One visit: the appointment (with `visitStatus` and `version`) and what the technician needs there. */
export const visitSchema = appointmentSchema.extend({
  visitStatus: z.enum(visitStatuses),
  version: z.number().int(),
  /** ISO date-times of the steps, `null` until taken. */
  onMyWayAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  visitJob: visitJobSchema.nullable(),
  visitIntake: visitIntakeSchema.nullable(),
  visitCustomer: visitCustomerSchema.nullable(),
  /** The job's forms (the intake's for an intake visit), fields and answers included. */
  forms: z.array(formInstanceSchema),
});
export type Visit = z.infer<typeof visitSchema>;

/** `GET MyDay/Get?date=`: the day's visits in time order, then the tasks due that day. */
export const myDayResponseSchema = z.object({
  date: z.string(),
  visits: z.array(visitSchema),
  tasks: z.array(taskSchema),
  /** The job statuses Finish offers (active JobStatus picklist entries, in order). */
  jobStatuses: z.array(picklistRefSchema),
});
export type MyDay = z.infer<typeof myDayResponseSchema>;

const appointmentContext = z.string({ message: visitMessages.appointmentRequired }).trim().min(1, visitMessages.appointmentRequired);
/** When the technician took the step (the device's clock; a queued step keeps its own time). */
const at = z.iso.datetime({ offset: true, message: visitMessages.atInvalid });

/** `POST Visit/OnMyWay` and `Visit/Start`: the version is the appointment's as the technician saw it (409 if the office changed it). */
export const visitStepRequestSchema = z.object({ appointmentContext, at, version: z.number().int() });
export type VisitStepRequest = z.infer<typeof visitStepRequestSchema>;

/** `POST Visit/Finish`: stops the job timer, appends the work notes and sets the job's status. */
export const visitFinishRequestSchema = visitStepRequestSchema.extend({
  workNotes: z.string().max(VISIT_NOTE_MAX, visitMessages.noteTooLong),
  /** A JobStatus picklist entry; `null` leaves the job's status as it is (intake visits). */
  jobStatusContext: z.string().nullable(),
});
export type VisitFinishRequest = z.infer<typeof visitFinishRequestSchema>;

/** `POST Visit/AddNote`: a work note appended to the job's internal notes with the time and the technician's name. */
export const visitNoteRequestSchema = z.object({
  appointmentContext,
  at,
  note: z.string().trim().min(1, visitMessages.noteRequired).max(VISIT_NOTE_MAX, visitMessages.noteTooLong),
});
export type VisitNoteRequest = z.infer<typeof visitNoteRequestSchema>;

/** Who was told the technician is on the way, and how. */
export const visitNotificationSchema = z.object({ channel: z.enum(['Email', 'Text']), to: z.string() });

/** What every `Visit/*` call answers: the visit as it now is, and (On My Way) the message sent. */
export const visitStepResponseSchema = z.object({
  visit: visitSchema,
  notified: visitNotificationSchema.nullable(),
});
export type VisitStepResponse = z.infer<typeof visitStepResponseSchema>;

/** The 409 answer of a visit step: the messages and the visit as the office left it. */
export const visitConflictSchema = z.object({ messages: z.array(z.string()), current: visitSchema });

