import { z } from 'zod';
import type { CustomerSummaryValue } from '@/features/customers';
import type { DiscountInput, TaxOverrideInput } from '@/lib/schemas/job-catalogue-schemas';
import {
  JOB_DESCRIPTION_MAX,
  JOB_INTERNAL_NOTES_MAX,
  JOB_NAME_MAX,
  JOB_REFERENCE_MAX,
  jobMessages,
  type JobConfig,
  type JobCreateRequest,
  type JobRecord,
} from '@/lib/schemas/job-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import type { JobDetailLine } from '../components/job-details/job-detail-line';
import { detailInputsFromLines, linesFromJobDetails } from './job-form-details';

/** The customers of the job form, as the customer summary editor edits them. */
export type JobCustomerValue = CustomerSummaryValue;

/** The job's payment term: a catalogue entry (its context) or a typed one (`context` null), with its description and days. */
export interface JobPaymentTermValue {
  context: string | null;
  description: string;
  days: number;
}

/**
 * The job editor's form (spec 2 §2 Job editor): job information, the customers, options (payment
 * term, PO and release numbers, tags), the internal notes (HTML), the discount and tax override of
 * the totals, and the job details. The discount, payment term and tax override are the job's own
 * copies ({ description, … }), as the API takes them.
 */
export interface JobFormValues {
  customer: JobCustomerValue;
  name: string;
  description: string;
  jobTypeContext: string;
  jobStatusContext: string;
  poNumber: string;
  releaseNumber: string;
  tagContexts: string[];
  internalNotes: string;
  paymentTerm: JobPaymentTermValue | null;
  discount: DiscountInput | null;
  taxOverride: TaxOverrideInput | null;
  jobDetailList: JobDetailLine[];
}

const textUpTo = (max: number, tooLong: string) => z.string().refine((value) => value.trim().length <= max, tooLong);

export const jobFormSchema = z.object({
  customer: z.custom<JobCustomerValue>().superRefine((value, context) => {
    if (!value.serviceCustomer || (!value.billingSameAsService && !value.billingCustomer)) {
      context.addIssue({ code: 'custom', message: jobMessages.customerRequired });
    }
  }),
  name: z
    .string()
    .refine((value) => value.trim() !== '', jobMessages.nameRequired)
    .refine((value) => value.trim().length <= JOB_NAME_MAX, jobMessages.nameTooLong),
  description: z.string().max(JOB_DESCRIPTION_MAX, jobMessages.descriptionTooLong),
  jobTypeContext: z.string().min(1, jobMessages.jobTypeRequired),
  jobStatusContext: z.string().min(1, jobMessages.jobStatusRequired),
  poNumber: textUpTo(JOB_REFERENCE_MAX, jobMessages.poNumberTooLong),
  releaseNumber: textUpTo(JOB_REFERENCE_MAX, jobMessages.releaseNumberTooLong),
  tagContexts: z.array(z.string()),
  internalNotes: z.string().max(JOB_INTERNAL_NOTES_MAX, jobMessages.internalNotesTooLong),
  paymentTerm: z.custom<JobPaymentTermValue | null>(),
  discount: z.custom<DiscountInput | null>(),
  taxOverride: z.custom<TaxOverrideInput | null>(),
  jobDetailList: z.custom<JobDetailLine[]>(),
}) satisfies z.ZodType<JobFormValues>;

/** Which of a form's fields each editor section holds (a phone save that fails opens the first such section). */
export const jobInformationFields: (keyof JobFormValues)[] = ['name', 'description', 'jobTypeContext', 'jobStatusContext'];
export const jobOptionFields: (keyof JobFormValues)[] = ['poNumber', 'releaseNumber', 'tagContexts', 'paymentTerm'];

export const emptyJobCustomer: JobCustomerValue = {
  serviceCustomer: null,
  serviceAddressContext: null,
  billingSameAsService: true,
  billingCustomer: null,
  billingAddressContext: null,
};

/** The status a new job starts in: Open when it exists, else the first active status (the list has no blank option). */
export function defaultJobStatus(statuses: readonly PicklistItem[]): string {
  const active = statuses.filter((item) => item.active);
  return (active.find((item) => item.text === 'Open') ?? active[0])?.context ?? '';
}

export function paymentTermValue(term: { context?: string | null; description: string; days: number } | null | undefined): JobPaymentTermValue | null {
  return term ? { context: term.context ?? null, description: term.description, days: term.days } : null;
}

export function discountInput(discount: { description: string; discountType: DiscountInput['discountType']; value: number } | null | undefined): DiscountInput | null {
  return discount ? { description: discount.description, discountType: discount.discountType, value: discount.value } : null;
}

export function taxOverrideInput(override: { description: string; taxRate: number } | null | undefined): TaxOverrideInput | null {
  return override ? { description: override.description, taxRate: override.taxRate } : null;
}

/**
 * Spec 2 §4: choosing a customer pre-fills name, discount, payment term and tax override from the
 * customer's job config. A config without a payment term keeps the form's (a new job's default one);
 * a config answered without costs (no `JOB_COST_R`) changes only the name.
 */
export function applyJobConfig(values: JobFormValues, config: JobConfig): JobFormValues {
  return {
    ...values,
    name: config.jobName,
    ...(config.discount !== undefined ? { discount: discountInput(config.discount) } : {}),
    ...(config.paymentTerm ? { paymentTerm: paymentTermValue(config.paymentTerm) } : {}),
    ...(config.taxOverride !== undefined ? { taxOverride: taxOverrideInput(config.taxOverride) } : {}),
  };
}

export interface NewJobOptions {
  customer: JobCustomerValue;
  description: string;
  statuses: readonly PicklistItem[];
  /** Spec 2 §4: a new job without a payment term receives the default one. */
  defaultPaymentTerm: JobPaymentTermValue | null;
  config: JobConfig | null;
}

export function newJobFormValues(options: NewJobOptions): JobFormValues {
  const blank: JobFormValues = {
    customer: options.customer,
    name: '',
    description: options.description,
    jobTypeContext: '',
    jobStatusContext: defaultJobStatus(options.statuses),
    poNumber: '',
    releaseNumber: '',
    tagContexts: [],
    internalNotes: '',
    paymentTerm: options.defaultPaymentTerm,
    discount: null,
    taxOverride: null,
    jobDetailList: [],
  };
  return options.config ? applyJobConfig(blank, options.config) : blank;
}

/** A saved job in the form. */
export function jobToFormValues(job: JobRecord): JobFormValues {
  const sameBilling = job.billingCustomer.context === job.serviceCustomer.context && job.billingAddress?.context === job.serviceAddress?.context;
  return {
    customer: {
      serviceCustomer: job.serviceCustomer,
      serviceAddressContext: job.serviceAddress?.context ?? null,
      billingSameAsService: sameBilling,
      billingCustomer: sameBilling ? null : job.billingCustomer,
      billingAddressContext: sameBilling ? null : (job.billingAddress?.context ?? null),
    },
    name: job.name,
    description: job.description,
    jobTypeContext: job.jobType.context,
    jobStatusContext: job.jobStatus.context,
    poNumber: job.poNumber,
    releaseNumber: job.releaseNumber,
    tagContexts: job.tagList.map((tag) => tag.context),
    internalNotes: job.internalNotes,
    paymentTerm: paymentTermValue(job.paymentTerm),
    discount: discountInput(job.discount),
    taxOverride: taxOverrideInput(job.taxOverride),
    jobDetailList: linesFromJobDetails(job.jobDetailList),
  };
}

export interface JobRequestOptions {
  intakeContext: string | null;
  /** Without `JOB_COST_R` the payment term is left out (the server keeps the stored one, or gives a new job the default). */
  showCosts: boolean;
}

/** The Create request of the form's values (Update adds the context and version). */
export function jobRequestFromForm(values: JobFormValues, options: JobRequestOptions): JobCreateRequest {
  const { customer } = values;
  const service = customer.serviceCustomer;
  if (!service) throw new Error('A job needs a service customer');
  const billing = customer.billingSameAsService ? null : customer.billingCustomer;
  return {
    name: values.name.trim(),
    description: values.description,
    jobTypeContext: values.jobTypeContext,
    jobStatusContext: values.jobStatusContext,
    serviceCustomerContext: service.context,
    serviceAddressContext: customer.serviceAddressContext,
    billingCustomerContext: billing?.context ?? service.context,
    billingAddressContext: billing ? customer.billingAddressContext : customer.serviceAddressContext,
    discount: values.discount,
    ...(options.showCosts ? { paymentTerm: values.paymentTerm } : {}),
    taxOverride: values.taxOverride,
    poNumber: values.poNumber.trim(),
    releaseNumber: values.releaseNumber.trim(),
    tagContexts: values.tagContexts,
    internalNotes: values.internalNotes,
    jobDetailList: detailInputsFromLines(values.jobDetailList, options.showCosts),
    intakeContext: options.intakeContext,
  };
}
