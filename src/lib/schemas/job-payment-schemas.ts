import { z } from 'zod';
import { listSearchRequestSchema, searchResponseSchema } from './common-schemas';
import { isoDateSchema, isoDateTimeSchema } from './date-schemas';
import { trimmedTextSchema } from './editor-schemas';
import { jobInvoiceSummarySchema } from './job-schemas';
import { isNumberInRange, type NumberRange } from './number-schemas';

/**
 * Payments on a job (spec 2 §2 "Payments", §3 Payment): read with `PYMT_R`, recorded with `PYMT_C`.
 * A payment belongs to the job and optionally to one of its invoices. Amounts are JSON numbers in
 * dollars with at most 2 decimals.
 */

export const paymentTypes = ['Cash', 'Check', 'Credit Card', 'ACH'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const PAYMENT_DETAIL_MAX = 50;
export const PAYMENT_NOTES_MAX = 1000;
export const PAYMENT_AMOUNT_RANGE: NumberRange = { min: 0.01, max: 9_999_999.99, decimals: 2 };

export const paymentMessages = {
  jobRequired: 'A job context is required.',
  dateRequired: 'Date is required.',
  dateInvalid: 'Enter a valid date.',
  typeRequired: 'Type is required.',
  amountRequired: 'Amount is required.',
  amountInvalid: 'Amount must be from $0.01 to $9,999,999.99.',
  detailTooLong: `Check/Auth # cannot be more than ${PAYMENT_DETAIL_MAX} characters.`,
  notesTooLong: `Notes cannot be more than ${PAYMENT_NOTES_MAX} characters.`,
  invoiceNotOnJob: 'The invoice was not found on this job.',
  amountOverBalance: (balance: string) => `The amount is more than the invoice's balance of ${balance}.`,
} as const;

/** A payment as the job's payments answer it (spec 2 §3: date, paymentType text, amount, detail, notes). */
export const paymentSchema = z.object({
  context: z.string(),
  jobContext: z.string(),
  /** ISO date-time received. */
  date: z.string(),
  paymentType: z.object({ text: z.enum(paymentTypes) }),
  amount: z.number(),
  /** Check or authorization number (Check/Auth #). */
  detail: z.string(),
  notes: z.string(),
  /** The invoice the payment is for, or `null` (a deposit before any invoice). */
  invoice: z.object({ context: z.string(), number: z.number().int() }).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET Payment/GetAllByJobContext?context=…`: the payments by date (oldest first), their sum, and the job's invoices with their balances. */
export const jobPaymentsResponseSchema = z.object({
  payments: z.array(paymentSchema),
  totalPaid: z.number(),
  invoices: z.array(jobInvoiceSummarySchema),
});
export type JobPaymentsResponse = z.infer<typeof jobPaymentsResponseSchema>;

/** `POST Payment/Create` (record a payment); answers the saved `paymentSchema`. */
export const recordPaymentRequestSchema = z.object({
  jobContext: z.string().min(1, paymentMessages.jobRequired),
  invoiceContext: z.string().nullable(),
  date: isoDateTimeSchema({ invalid: paymentMessages.dateInvalid, required: paymentMessages.dateRequired }),
  paymentType: z.enum(paymentTypes, { error: paymentMessages.typeRequired }),
  amount: z
    .number({ error: paymentMessages.amountRequired })
    .refine((value) => isNumberInRange(value, PAYMENT_AMOUNT_RANGE), paymentMessages.amountInvalid),
  detail: trimmedTextSchema(PAYMENT_DETAIL_MAX, { tooLong: paymentMessages.detailTooLong }),
  notes: z.string().max(PAYMENT_NOTES_MAX, paymentMessages.notesTooLong),
});
export type RecordPaymentRequest = z.infer<typeof recordPaymentRequestSchema>;

/**
 * `POST Payment/Search` (the payment list, issue 15; `PYMT_R`): the term matches the customer, the
 * job, the invoice number and the Check/Auth #. Sorts `Date`, `Amount`, `Customer`, `PaymentType`;
 * default Date descending.
 */
export const paymentSearchRequestSchema = listSearchRequestSchema.extend({
  paymentTypes: z.array(z.enum(paymentTypes)),
  customerContext: z.string().nullable().optional(),
  dateFrom: isoDateSchema('Enter a valid date.').nullable().optional(),
  dateTo: isoDateSchema('Enter a valid date.').nullable().optional(),
});
export type PaymentSearchRequest = z.infer<typeof paymentSearchRequestSchema>;
export const paymentSortKeys = ['Date', 'Amount', 'Customer', 'PaymentType'] as const;

export const paymentListItemSchema = paymentSchema.extend({
  job: z.object({ context: z.string(), name: z.string() }),
  customer: z.object({ context: z.string(), customerName: z.string() }),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;
export const paymentSearchResponseSchema = searchResponseSchema(paymentListItemSchema);
export type PaymentSearchResponse = z.infer<typeof paymentSearchResponseSchema>;
