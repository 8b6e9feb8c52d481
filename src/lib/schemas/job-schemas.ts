import { z } from 'zod';
import { addressSchema, customerRefSchema } from './common-schemas';
import { jobPricingSchema } from './customer-schemas';
import { jobSummarySchema } from './dashboard-schemas';

/** Spec 2 §5 and §9. */
export const JOB_NAME_MAX = 200;
export const JOB_DESCRIPTION_MAX = 4000;
export const JOB_REFERENCE_MAX = 50;

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
} as const;

const percent = (message: string) => z.number({ error: message }).min(0, message).max(100, message);

/** `POST Job/Create`: a new job. Contexts are of customers, addresses and picklist items. */
export const jobCreateRequestSchema = z.object({
  name: z.string().trim().min(1, jobMessages.nameRequired).max(JOB_NAME_MAX, jobMessages.nameTooLong),
  description: z.string().max(JOB_DESCRIPTION_MAX, jobMessages.descriptionTooLong),
  jobTypeContext: z.string().min(1, jobMessages.jobTypeRequired),
  jobStatusContext: z.string().min(1, jobMessages.jobStatusRequired),
  serviceCustomerContext: z.string().min(1, jobMessages.customerRequired),
  serviceAddressContext: z.string().nullable(),
  billingCustomerContext: z.string().min(1, jobMessages.customerRequired),
  billingAddressContext: z.string().nullable(),
  discount: percent(jobMessages.discountRange),
  paymentTermContext: z.string().nullable(),
  taxOverride: percent(jobMessages.taxOverrideRange).nullable(),
  poNumber: z.string().max(JOB_REFERENCE_MAX, jobMessages.poNumberTooLong),
  releaseNumber: z.string().max(JOB_REFERENCE_MAX, jobMessages.releaseNumberTooLong),
  /** The intake the job is started from (intake Add Job / Create Job). */
  intakeContext: z.string().nullable(),
});
export type JobCreateRequest = z.infer<typeof jobCreateRequestSchema>;

/** A job as `Job/GetByContext` and `Job/Create` answer it (spec 2 §3 Job; details, documents and timesheets come later). */
export const jobSchema = jobSummarySchema.extend({
  billingCustomer: customerRefSchema,
  billingAddress: addressSchema.nullable(),
  ...jobPricingSchema.shape,
  /** Percent; the looked-up rate for the service address. */
  salesTaxRate: z.number(),
  poNumber: z.string(),
  releaseNumber: z.string(),
  intake: z.object({ context: z.string(), description: z.string() }).nullable(),
  version: z.number().int(),
});
export type JobRecord = z.infer<typeof jobSchema>;
