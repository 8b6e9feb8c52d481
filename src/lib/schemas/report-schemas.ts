import { z } from 'zod';
import { personnelRefSchema } from './common-schemas';
import { isStrictIsoDate } from './date-schemas';
import { agingBuckets, daysBetween, MAX_REPORT_DAYS, type AgingBucket } from '../reports/report-periods';

/**
 * The reports' queries and answers (issue 19): `Report/AccountsAging`, `Report/Timesheet` and
 * `Report/Financial`. Every figure is worked out by the server from the stored records; money is in
 * dollars to the cent, hours to two decimals.
 */

export const reportMessages = {
  dateInvalid: 'Enter a valid date.',
  toBeforeFrom: 'To must not be before From.',
  tooLong: 'A report covers at most five years.',
  groupingInvalid: 'Group by Day, Week or Month.',
} as const;

const isoDay = z.string().refine(isStrictIsoDate, reportMessages.dateInvalid);

/** The first and last day a report query asks for. */
const queryDaysShape = { from: isoDay, to: isoDay };

/** The first and last day a report answers for. */
const reportDaysShape = { from: z.string(), to: z.string() };

/** `from` and `to` of a report period: real days, in order, at most five years apart. */
export const reportRangeSchema = z
  .object(queryDaysShape)
  .refine((range) => range.from <= range.to, reportMessages.toBeforeFrom)
  .refine((range) => daysBetween(range.from, range.to) < MAX_REPORT_DAYS, reportMessages.tooLong);

export const accountsAgingQuerySchema = z.object({ asOf: isoDay, customer: z.string().trim().optional() });
export type AccountsAgingQuery = z.infer<typeof accountsAgingQuerySchema>;

/** An amount in each aging bucket, in the buckets' order. */
const bucketAmountsShape = Object.fromEntries(agingBuckets.map((bucket) => [bucket, z.number()])) as Record<AgingBucket, z.ZodNumber>;

/** The amounts of each aging bucket and their total. */
const agingAmountsSchema = z.object({ ...bucketAmountsShape, total: z.number() });
export type AgingAmounts = z.infer<typeof agingAmountsSchema>;

export const agingInvoiceSchema = z.object({
  context: z.string(),
  number: z.number(),
  jobContext: z.string(),
  date: z.string(),
  dueDate: z.string(),
  daysPastDue: z.number(),
  bucket: z.enum(agingBuckets),
  amountDue: z.number(),
});
export type AgingInvoice = z.infer<typeof agingInvoiceSchema>;

export const agingCustomerSchema = agingAmountsSchema.extend({
  context: z.string(),
  customerName: z.string(),
  invoiceCount: z.number(),
});
export type AgingCustomer = z.infer<typeof agingCustomerSchema>;

export const accountsAgingReportSchema = z.object({
  asOf: z.string(),
  /** Customers with open invoices, by name. */
  customers: z.array(agingCustomerSchema),
  /** Column totals and the grand total. */
  totals: agingAmountsSchema,
  /** The drill-down: the asked customer's open invoices, oldest due first (empty without `customer`). */
  invoices: z.array(agingInvoiceSchema),
});
export type AccountsAgingReport = z.infer<typeof accountsAgingReportSchema>;

export const timesheetReportQuerySchema = z.object({ ...queryDaysShape, personnel: z.string().trim().optional() });
export type TimesheetReportQuery = z.infer<typeof timesheetReportQuerySchema>;

export const timesheetReportRowSchema = z.object({
  personnel: personnelRefSchema,
  /** The entry's start day (the user's calendar). */
  date: z.string(),
  /** The job's context (null for Shop, Travel, Training and Task time). */
  jobContext: z.string().nullable(),
  /** The job's name, or the entry type for time not on a job. */
  work: z.string(),
  entries: z.number(),
  hours: z.number(),
});
export type TimesheetReportRow = z.infer<typeof timesheetReportRowSchema>;

export const timesheetReportSchema = z.object({
  ...reportDaysShape,
  /** By person, then day, then work. */
  rows: z.array(timesheetReportRowSchema),
  byPerson: z.array(z.object({ personnel: personnelRefSchema, hours: z.number() })),
  byDay: z.array(z.object({ date: z.string(), hours: z.number() })),
  byJob: z.array(z.object({ jobContext: z.string().nullable(), work: z.string(), hours: z.number() })),
  entryCount: z.number(),
  totalHours: z.number(),
});
export type TimesheetReport = z.infer<typeof timesheetReportSchema>;

export const financialGroupings = ['day', 'week', 'month'] as const;

export const financialReportQuerySchema = z.object({
  ...queryDaysShape,
  grouping: z.enum(financialGroupings, { error: reportMessages.groupingInvalid }),
});
export type FinancialReportQuery = z.infer<typeof financialReportQuerySchema>;

const figureSchema = z.object({ count: z.number(), total: z.number() });
const figuresSchema = z.object({ proposals: figureSchema, invoices: figureSchema, payments: figureSchema });
export type FinancialFigures = z.infer<typeof figuresSchema>;

export const financialPeriodSchema = z.object({
  ...reportDaysShape,
  /** The matching days of the period before (`null` when it has none: 31 October after 30 September). */
  previousFrom: z.string().nullable(),
  previousTo: z.string().nullable(),
  current: figuresSchema,
  previous: figuresSchema,
});
export type FinancialPeriod = z.infer<typeof financialPeriodSchema>;

export const financialReportSchema = z.object({
  ...reportDaysShape,
  previousFrom: z.string(),
  previousTo: z.string(),
  grouping: z.enum(financialGroupings),
  periods: z.array(financialPeriodSchema),
  totals: z.object({ current: figuresSchema, previous: figuresSchema }),
});
export type FinancialReport = z.infer<typeof financialReportSchema>;

export const recurrenceStatuses = ['Active', 'Incomplete', 'Ended'] as const;
export type RecurrenceStatus = (typeof recurrenceStatuses)[number];

export const recurrenceChainSchema = z.object({
  chainId: z.string(),
  /** The chain's first job (its name and customer stand for the chain). */
  jobContext: z.string().nullable(),
  jobName: z.string(),
  customerName: z.string(),
  rule: z.string(),
  occurrences: z.number(),
  completed: z.number(),
  /** Occurrences whose day has passed and whose job is neither Complete nor Cancelled. */
  overdue: z.number(),
  /** The next occurrence's day (the user's calendar), `null` when none is left. */
  nextDate: z.string().nullable(),
  nextJobContext: z.string().nullable(),
  lastDate: z.string().nullable(),
  status: z.enum(recurrenceStatuses),
});
export type RecurrenceChain = z.infer<typeof recurrenceChainSchema>;

export const recurrenceReportSchema = z.object({
  /** Incomplete first, then by next occurrence. */
  chains: z.array(recurrenceChainSchema),
  incomplete: z.number(),
});
export type RecurrenceReport = z.infer<typeof recurrenceReportSchema>;
