import { z } from 'zod';
import {
  addressSchema,
  contactListItemSchema,
  customerRefSchema,
  listSearchRequestSchema,
  personnelRefSchema,
  picklistRefSchema,
} from './common-schemas';

/** Spec 1 §3: the body of the snapshot calls. */
export const snapshotRequestSchema = z.object({
  /** Personnel context for Assigned to Me; `null` for everyone. */
  assignedTo: z.string().nullable(),
  statuses: z.array(z.string()),
  /** Most Recent: the records the user touched last come first. */
  recentlyUsed: z.boolean(),
});
export type SnapshotRequest = z.infer<typeof snapshotRequestSchema>;

export const intakeStatuses = ['Cancelled', 'Complete', 'Pending', 'Scheduled'] as const;
export type IntakeStatus = (typeof intakeStatuses)[number];

/** Spec 2 §3: intake snapshot item; the intake list's rows and the intake record add to it. */
export const intakeSnapshotItemSchema = z.object({
  context: z.string(),
  intakeType: picklistRefSchema,
  description: z.string(),
  dateTime: z.string(),
  customer: customerRefSchema,
  serviceAddress: addressSchema.nullable(),
  status: z.enum(intakeStatuses),
});
export type IntakeSnapshotItem = z.infer<typeof intakeSnapshotItemSchema>;

/** The answer of the snapshot calls: the items, the request they answer and the server's time. */
function snapshotResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), request: snapshotRequestSchema, dateTime: z.string() });
}

export const intakeSnapshotResponseSchema = snapshotResponseSchema(intakeSnapshotItemSchema).extend({
  intakeStatusSummary: z.object({
    /** Every pending intake. */
    pending: z.number().int(),
    /** Completed in the last 30 days. */
    complete: z.number().int(),
    /** Cancelled in the last 30 days. */
    cancelled: z.number().int(),
  }),
});
export type IntakeSnapshotResponse = z.infer<typeof intakeSnapshotResponseSchema>;

export const taskStatuses = ['Open', 'In-Progress', 'Complete', 'Pending'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const taskPriorities = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const taskCompleteTypes = ['By', 'On'] as const;

export const taskSnapshotItemSchema = z.object({
  context: z.string(),
  title: z.string(),
  taskType: picklistRefSchema.nullable(),
  assignedTo: personnelRefSchema.nullable(),
  /** Complete by (open tasks) or completed on (done tasks), ISO date-time. */
  completeDate: z.string().nullable(),
  /** `By` a due date, or `On` the day it was completed. */
  completeType: z.enum(taskCompleteTypes),
  status: z.enum(taskStatuses),
  details: z.string(),
  priority: z.enum(taskPriorities),
});
export type TaskSnapshotItem = z.infer<typeof taskSnapshotItemSchema>;

export const taskSnapshotResponseSchema = snapshotResponseSchema(taskSnapshotItemSchema);
export type TaskSnapshotResponse = z.infer<typeof taskSnapshotResponseSchema>;

/** A customer search result row. */
export const customerListItemSchema = contactListItemSchema.extend({
  customerName: z.string(),
  parentCustomerName: z.string().nullable(),
  dateCreated: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

/** The customer search: the Status filter and the snapshot's Most Recent and Assigned to Me. */
export const customerSearchRequestSchema = listSearchRequestSchema.extend({
  active: z.boolean().nullable(),
  ...snapshotRequestSchema.pick({ recentlyUsed: true, assignedTo: true }).shape,
});
export type CustomerSearchRequest = z.infer<typeof customerSearchRequestSchema>;

/** A job as every view of it shows it; the job list's rows and the job record add to it. */
export const jobSummarySchema = z.object({
  context: z.string(),
  number: z.number().int(),
  name: z.string(),
  description: z.string(),
  jobType: picklistRefSchema,
  jobStatus: picklistRefSchema,
  serviceCustomer: customerRefSchema,
  serviceAddress: addressSchema.nullable(),
  recurring: z.boolean(),
  /** ISO date-time the job was created. */
  dateTime: z.string(),
});

/** A job search result row. */
export const jobListItemSchema = jobSummarySchema.extend({
  appointments: z.array(z.object({ startDate: z.string(), allDay: z.boolean() })),
  /** The job's total (the job calculation module's, in dollars); the job list exports it. */
  total: z.number().optional(),
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

/** The job search: the snapshot's filters (statuses as job status texts, empty for every status). */
export const jobSearchRequestSchema = listSearchRequestSchema.extend(snapshotRequestSchema.shape);
export type JobSearchRequest = z.infer<typeof jobSearchRequestSchema>;

export const appointmentTypes = ['Estimate', 'Visit', 'Job'] as const;

/** Spec 2 §3: appointment. */
export const appointmentSchema = z.object({
  context: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  allDay: z.boolean(),
  chainId: z.string().nullable(),
  recurrenceRule: z.object({ displayText: z.string() }).nullable(),
  job: z.object({ context: z.string(), name: z.string(), jobStatus: picklistRefSchema }).nullable(),
  intakeIdentifier: z.object({ context: z.string() }).nullable(),
  customer: customerRefSchema.nullable(),
  address: addressSchema.nullable(),
  participants: z.array(personnelRefSchema),
  workOrders: z.array(
    z.object({ filename: z.string(), internalNotes: z.string(), workOrderIdentifier: z.object({ context: z.string() }) }),
  ),
  appointmentType: z.object({ text: z.enum(appointmentTypes) }),
  /** The concurrency token: an update naming an older version is refused with 409 (issue 16). */
  version: z.number().int().optional(),
  /** How far the technician is with the visit (issue 17; absent: Scheduled). */
  visitStatus: z.enum(['Scheduled', 'On My Way', 'In Progress', 'Completed']).optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const dailyScheduleRequestSchema = z.object({
  /** The client's local day, yyyy-MM-dd. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Personnel contexts; empty means everyone. */
  assignedTo: z.array(z.string()),
});
export type DailyScheduleRequest = z.infer<typeof dailyScheduleRequestSchema>;

export const dailyScheduleResponseSchema = z.array(appointmentSchema);

/** Spec 1 §3: financial summary. Totals are dollars with cents. */
export const financialSummarySchema = z.object({
  proposalCount: z.number().int(),
  proposalTotal: z.number(),
  invoicePastDueCount: z.number().int(),
  invoicePastDueTotal: z.number(),
  invoiceAwaitingPaymentCount: z.number().int(),
  invoiceAwaitingPaymentTotal: z.number(),
  paymentsTodayCount: z.number().int(),
  paymentsTodayTotal: z.number(),
  paymentsLast7DaysCount: z.number().int(),
  paymentsLast7DaysTotal: z.number(),
  paymentsLast30DaysCount: z.number().int(),
  paymentsLast30DaysTotal: z.number(),
  paymentsYTDCount: z.number().int(),
  paymentsYTDTotal: z.number(),
});
export type FinancialSummary = z.infer<typeof financialSummarySchema>;

/** Spec 1 §3: company news. */
export const companyNewsSchema = z.object({
  newsTitle: z.string(),
  newsText: z.string(),
  displayNews: z.boolean(),
});
export type CompanyNews = z.infer<typeof companyNewsSchema>;

export const COMPANY_NEWS_TITLE_MAX = 150;
export const COMPANY_NEWS_TEXT_MAX = 4000;
export const COMPANY_NEWS_MESSAGES = {
  titleRequired: 'Please enter a news title.',
  titleTooLong: `The news title cannot be longer than ${COMPANY_NEWS_TITLE_MAX} characters.`,
  textRequired: 'Please enter the news text.',
  textTooLong: `The news text cannot be longer than ${COMPANY_NEWS_TEXT_MAX} characters.`,
} as const;

/** The news form: title and text are required only while the news is displayed. */
export const companyNewsFormSchema = companyNewsSchema
  .extend({
    newsTitle: z.string().max(COMPANY_NEWS_TITLE_MAX, COMPANY_NEWS_MESSAGES.titleTooLong),
    newsText: z.string().max(COMPANY_NEWS_TEXT_MAX, COMPANY_NEWS_MESSAGES.textTooLong),
  })
  .superRefine((value, context) => {
    if (!value.displayNews) return;
    if (!value.newsTitle.trim()) context.addIssue({ code: 'custom', path: ['newsTitle'], message: COMPANY_NEWS_MESSAGES.titleRequired });
    if (!value.newsText.trim()) context.addIssue({ code: 'custom', path: ['newsText'], message: COMPANY_NEWS_MESSAGES.textRequired });
  });

/** The signed-in user's time: the running entry, hours today and this week, and recent entries. */
export const timesheetEntrySchema = z.object({
  context: z.string(),
  personnel: personnelRefSchema,
  job: z.object({ context: z.string(), name: z.string() }).nullable(),
  /** The task a Task entry's time was spent on (issue 16). */
  task: z.object({ context: z.string(), title: z.string() }).nullable().optional(),
  entryType: z.string(),
  startDate: z.string(),
  /** `null` while the clock is running. */
  endDate: z.string().nullable(),
  /** Hours to two decimals; for a running entry, up to now. */
  totalHours: z.number(),
});
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;

export const timesheetSnapshotSchema = z.object({
  activeEntry: timesheetEntrySchema.nullable(),
  hoursToday: z.number(),
  hoursThisWeek: z.number(),
  results: z.array(timesheetEntrySchema),
  dateTime: z.string(),
});
export type TimesheetSnapshot = z.infer<typeof timesheetSnapshotSchema>;
