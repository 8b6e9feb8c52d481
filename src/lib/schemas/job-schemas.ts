import { z } from 'zod';
import { addressSchema, customerRefSchema, picklistRefSchema } from './common-schemas';
import { jobSummarySchema } from './dashboard-schemas';
import { documentListItemSchema } from './document-schemas';
import { recordVersionSchema, trimmedTextSchema } from './editor-schemas';
import {
  discountInputSchema,
  discountSchema,
  jobPaymentTermInputSchema,
  paymentTermSchema,
  taxOverrideInputSchema,
  taxOverrideSchema,
} from './job-catalogue-schemas';
import { JOB_DETAIL_COUNT_MAX, jobDetailInputSchema, jobDetailMessages, jobDetailSchema } from './job-detail-schemas';

/**
 * The job (spec 2 §3 Job; spec 3 §3 Job): the record `Job/GetByContext`, `Create` and `Update`
 * answer, and what `Create` and `Update` take. See `docs/api.md` "Jobs".
 *
 * Money figures are JSON numbers in plain decimals; the job calculation module reads them as they
 * are. Without `JOB_COST_R` an answer leaves out line costs and markups, the cost and profit totals
 * and the payment term (the optional fields below), and a request leaves them out too.
 */

/** Spec 2 §5 and §9. */
export const JOB_NAME_MAX = 200;
export const JOB_DESCRIPTION_MAX = 4000;
export const JOB_REFERENCE_MAX = 50;
/** Internal notes are HTML from the rich-text editor. */
export const JOB_INTERNAL_NOTES_MAX = 20_000;

export const jobMessages = {
  customerRequired: 'Customer is required.',
  nameRequired: 'Job name is required.',
  nameTooLong: `Job name must be ${JOB_NAME_MAX} characters or fewer.`,
  jobTypeRequired: 'Job type is required.',
  jobStatusRequired: 'Job status is required.',
  descriptionTooLong: `Description must be ${JOB_DESCRIPTION_MAX} characters or fewer.`,
  discountRange: 'Discount must be between 0 and 100.',
  taxOverrideRange: 'Tax override must be between 0 and 100.',
  poNumberTooLong: `PO number must be ${JOB_REFERENCE_MAX} characters or fewer.`,
  releaseNumberTooLong: `Release number must be ${JOB_REFERENCE_MAX} characters or fewer.`,
  internalNotesTooLong: `Internal notes must be ${JOB_INTERNAL_NOTES_MAX} characters or fewer.`,
  contextRequired: 'A job context is required.',
  notFound: 'Job not found',
  /** 409: the job changed since it was loaded. */
  conflict: 'This job was changed by someone else after you opened it. Reload it to see their changes; your edits are kept until you leave.',
  customerNotFound: 'The customer was not found.',
  serviceAddressNotOwned: 'The service address does not belong to the service customer.',
  billingAddressNotOwned: 'The billing address does not belong to the billing customer.',
  serviceAddressNotFound: 'The service address was not found.',
  paymentTermNotFound: 'The payment term was not found.',
  intakeNotFound: 'The intake record was not found.',
  tagNotFound: 'A job tag was not found.',
} as const;

/* ---------- Sales tax ---------- */

/**
 * Spec 2 §3 `salesTaxRate` and spec 3 §3: the looked-up rate of the service address as a fraction
 * (0.0775 is 7.75 %), the address it was looked up for, and how the lookup went. Spec 2 §8: when a
 * lookup ran and failed the editor shows "Sales Tax Error: … Error code: [{lookupStatus}]".
 */
export const salesTaxRateSchema = z.object({
  rate: z.number(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  didLookupExecute: z.boolean(),
  didLookupSucceed: z.boolean(),
  /** The tax service's status code (200 when it succeeded); `null` when no lookup ran. */
  lookupStatus: z.number().int().nullable(),
});
export type SalesTaxRate = z.infer<typeof salesTaxRateSchema>;

/**
 * `POST Job/ProcessSalesTaxRate`: the job body as the editor holds it; the server reads the service
 * address (a saved one by context, or the typed parts) and answers `salesTaxRateSchema`.
 */
export const processSalesTaxRateRequestSchema = z.object({
  context: z.string().nullable().optional(),
  serviceAddressContext: z.string().nullable().optional(),
  serviceAddress: z.object({ city: z.string(), state: z.string(), postalCode: z.string() }).nullable().optional(),
});
export type ProcessSalesTaxRateRequest = z.infer<typeof processSalesTaxRateRequestSchema>;

/* ---------- Answers ---------- */

/**
 * The job's figures (spec 3 §3 "Calculation result") over its details, worked out by the job
 * calculation module when the job is saved and rounded half up to cents. `taxRate` is a percent.
 */
export const jobTotalsSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  taxRate: z.number(),
  taxableAmount: z.number(),
  tax: z.number(),
  total: z.number(),
  /** Σ cost × quantity; absent without `JOB_COST_R`. */
  cost: z.number().optional(),
  /** Subtotal − discount − cost; absent without `JOB_COST_R`. */
  profit: z.number().optional(),
});
export type JobTotals = z.infer<typeof jobTotalsSchema>;

/** A job's paymentTerm: the catalogue entry it was copied from and its description and days. */
export const jobPaymentTermSchema = paymentTermSchema.pick({ context: true, description: true, days: true, isDefault: true });
export type JobPaymentTerm = z.infer<typeof jobPaymentTermSchema>;

/** An invoice on the job as its payments answer it: `amountDue` is its total less its payments (the Paid badge shows at 0). */
export const jobInvoiceSummarySchema = documentListItemSchema
  .pick({ context: true, number: true, name: true, date: true, status: true, total: true })
  .extend({ dueDate: z.string(), amountDue: z.number() });
export type JobInvoiceSummary = z.infer<typeof jobInvoiceSummarySchema>;

/** An image or file of the job (`JobStorage/…`); the summary reads "N images, M files". */
export const jobStorageItemSchema = z.object({ context: z.string(), name: z.string(), contentType: z.string(), bytes: z.number().int(), dateCreated: z.string() });
export type JobStorageItem = z.infer<typeof jobStorageItemSchema>;

/** A job as `Job/GetByContext`, `Create` and `Update` (and the recurrence updates) answer it. */
export const jobSchema = jobSummarySchema.extend({
  billingCustomer: customerRefSchema,
  billingAddress: addressSchema.nullable(),
  discount: discountSchema.nullable(),
  /** Absent without `JOB_COST_R`. */
  paymentTerm: jobPaymentTermSchema.nullable().optional(),
  taxOverride: taxOverrideSchema.nullable(),
  salesTaxRate: salesTaxRateSchema,
  poNumber: z.string(),
  releaseNumber: z.string(),
  tagList: z.array(picklistRefSchema),
  /** HTML from the rich-text editor; show it through DOMPurify. */
  internalNotes: z.string(),
  jobDetailList: z.array(jobDetailSchema),
  totals: jobTotalsSchema,
  chainId: z.string().nullable(),
  intake: z.object({ context: z.string(), description: z.string() }).nullable(),
  appointments: z.array(z.object({ context: z.string(), startDate: z.string(), endDate: z.string(), allDay: z.boolean() })),
  /** The job's documents by date (issue 15); each `null` when the user lacks its read permission (`PROP_R`, `WO_R`, `INVOICE_R`). */
  proposalList: z.array(documentListItemSchema).nullable(),
  workOrderList: z.array(documentListItemSchema).nullable(),
  invoiceList: z.array(documentListItemSchema).nullable(),
  images: z.array(jobStorageItemSchema),
  files: z.array(jobStorageItemSchema),
  dateModified: z.string(),
  /** Sent back with an update; the server answers 409 when the job changed since. */
  version: z.number().int(),
});
export type JobRecord = z.infer<typeof jobSchema>;

/* ---------- Requests ---------- */

const jobDetailListSchema = z
  .array(jobDetailInputSchema)
  .max(JOB_DETAIL_COUNT_MAX, jobDetailMessages.tooMany)
  .superRefine((list, context) => {
    const guids = new Set<string>();
    for (const detail of list) {
      if (guids.has(detail.guid)) context.addIssue({ code: 'custom', message: jobDetailMessages.duplicateGuid });
      guids.add(detail.guid);
      if (detail.cud === 'Create' && detail.context !== null) context.addIssue({ code: 'custom', message: jobDetailMessages.contextOnCreate });
    }
    for (const detail of list) {
      if (detail.parentGuid !== null && !guids.has(detail.parentGuid)) context.addIssue({ code: 'custom', message: jobDetailMessages.unknownParent });
    }
  });

/** What Create and Update both send. Contexts are of customers, addresses and picklist values. */
const jobFields = {
  name: trimmedTextSchema(JOB_NAME_MAX, { required: jobMessages.nameRequired, tooLong: jobMessages.nameTooLong }),
  description: z.string().max(JOB_DESCRIPTION_MAX, jobMessages.descriptionTooLong),
  jobTypeContext: z.string().min(1, jobMessages.jobTypeRequired),
  jobStatusContext: z.string().min(1, jobMessages.jobStatusRequired),
  serviceCustomerContext: z.string().min(1, jobMessages.customerRequired),
  serviceAddressContext: z.string().nullable(),
  billingCustomerContext: z.string().min(1, jobMessages.customerRequired),
  billingAddressContext: z.string().nullable(),
  discount: discountInputSchema.nullable(),
  /**
   * Left out by users without `JOB_COST_R`: an update keeps the stored term, a create takes the
   * default one. `null` removes the term. See `jobPaymentTermInputSchema`.
   */
  paymentTerm: jobPaymentTermInputSchema.nullable().optional(),
  taxOverride: taxOverrideInputSchema.nullable(),
  poNumber: trimmedTextSchema(JOB_REFERENCE_MAX, { tooLong: jobMessages.poNumberTooLong }),
  releaseNumber: trimmedTextSchema(JOB_REFERENCE_MAX, { tooLong: jobMessages.releaseNumberTooLong }),
  /** JobTag picklist contexts. */
  tagContexts: z.array(z.string()),
  internalNotes: z.string().max(JOB_INTERNAL_NOTES_MAX, jobMessages.internalNotesTooLong),
  jobDetailList: jobDetailListSchema,
};

/** `POST Job/Create`: a new job (every detail marked `Create`). */
export const jobCreateRequestSchema = z.object({
  ...jobFields,
  /** The intake the job is started from (intake Add Job / Create Job). */
  intakeContext: z.string().nullable(),
});
export type JobCreateRequest = z.infer<typeof jobCreateRequestSchema>;

/** `POST Job/Update` and the `JobRecurrence/Update…` calls: the job with its context and loaded version. */
export const jobUpdateRequestSchema = z.object({ ...jobFields, ...recordVersionSchema.shape });
export type JobUpdateRequest = z.infer<typeof jobUpdateRequestSchema>;

/* ---------- Job config from customer ---------- */

/**
 * `GET Job/GetJobConfig?customerContext=…` (spec 2 §3 "Job config from customer"): what choosing
 * a customer pre-fills, in the job's own shapes. The customer's discount percent comes as a
 * Percentage discount (or `null` for 0). Without `JOB_COST_R` only `jobName` is answered.
 */
export const jobConfigSchema = z.object({
  jobName: z.string(),
  discount: discountSchema.nullable().optional(),
  paymentTerm: jobPaymentTermSchema.nullable().optional(),
  taxOverride: taxOverrideSchema.nullable().optional(),
});
export type JobConfig = z.infer<typeof jobConfigSchema>;

/** `DELETE Job/Delete?context=…` answers what it removed with the job. */
export const jobDeleteResponseSchema = z.object({
  proposals: z.number().int(),
  workOrders: z.number().int(),
  invoices: z.number().int(),
  payments: z.number().int(),
  images: z.number().int(),
  files: z.number().int(),
  forms: z.number().int(),
  appointments: z.number().int(),
});
export type JobDeleteResponse = z.infer<typeof jobDeleteResponseSchema>;
