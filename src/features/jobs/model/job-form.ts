import { z } from 'zod';
import type { CustomerSummaryValue } from '@/features/customers';
import {
  JOB_DESCRIPTION_MAX,
  JOB_NAME_MAX,
  JOB_REFERENCE_MAX,
  jobMessages,
  type JobCreateRequest,
} from '@/lib/schemas/job-schemas';
import type { PaymentTermRef } from '@/lib/schemas/customer-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';

/** The customers of the job form, as the customer summary editor edits them. */
export type JobCustomerValue = CustomerSummaryValue;

/** Defaults of a customer's new jobs (`Customer/GetJobConfig`). */
export interface JobConfig {
  jobName: string;
  discount: number;
  paymentTerm: PaymentTermRef | null;
  taxOverride: number | null;
}

const percentText = (message: string) =>
  z.string().refine((value) => {
    const trimmed = value.trim();
    if (trimmed === '') return true;
    const number = Number(trimmed);
    return Number.isFinite(number) && number >= 0 && number <= 100;
  }, message);

export const jobFormSchema = z.object({
  customer: z.custom<JobCustomerValue>().superRefine((value, context) => {
    if (!value.serviceCustomer || (!value.billingSameAsService && !value.billingCustomer)) {
      context.addIssue({ code: 'custom', message: jobMessages.customerRequired });
    }
  }),
  name: z.string().trim().min(1, jobMessages.nameRequired).max(JOB_NAME_MAX, jobMessages.nameTooLong),
  jobTypeContext: z.string().min(1, jobMessages.jobTypeRequired),
  jobStatusContext: z.string().min(1, jobMessages.jobStatusRequired),
  description: z.string().max(JOB_DESCRIPTION_MAX, jobMessages.descriptionTooLong),
  discount: percentText(jobMessages.discountRange),
  paymentTermContext: z.string(),
  taxOverride: percentText(jobMessages.taxOverrideRange),
  poNumber: z.string().max(JOB_REFERENCE_MAX, jobMessages.poNumberTooLong),
  releaseNumber: z.string().max(JOB_REFERENCE_MAX, jobMessages.releaseNumberTooLong),
});
export type JobFormValues = z.infer<typeof jobFormSchema>;

export const emptyJobCustomer: JobCustomerValue = {
  serviceCustomer: null,
  serviceAddressContext: null,
  billingSameAsService: true,
  billingCustomer: null,
  billingAddressContext: null,
};

function percentToText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** The status a new job starts in: Open when it exists, else the first active status (the list has no blank option). */
export function defaultJobStatus(statuses: readonly PicklistItem[]): string {
  return (statuses.find((item) => item.text === 'Open') ?? statuses[0])?.context ?? '';
}

/** The payment term a new job gets when the customer has none: the default one (spec 2 §4). */
export function defaultPaymentTerm(terms: readonly PicklistItem[]): string {
  return terms.find((item) => item.isDefault)?.context ?? '';
}

/** Form values after choosing a customer: name, discount, payment term and tax override from the job config. */
export function applyJobConfig(values: JobFormValues, config: JobConfig, terms: readonly PicklistItem[]): JobFormValues {
  return {
    ...values,
    name: config.jobName,
    discount: String(config.discount),
    paymentTermContext: config.paymentTerm?.context ?? defaultPaymentTerm(terms),
    taxOverride: percentToText(config.taxOverride),
  };
}

export function newJobFormValues(options: {
  customer: JobCustomerValue;
  description: string;
  statuses: readonly PicklistItem[];
  terms: readonly PicklistItem[];
  config: JobConfig | null;
}): JobFormValues {
  const blank: JobFormValues = {
    customer: options.customer,
    name: '',
    jobTypeContext: '',
    jobStatusContext: defaultJobStatus(options.statuses),
    description: options.description,
    discount: '0',
    paymentTermContext: defaultPaymentTerm(options.terms),
    taxOverride: '',
    poNumber: '',
    releaseNumber: '',
  };
  return options.config ? applyJobConfig(blank, options.config, options.terms) : blank;
}

function percentFromText(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export function jobRequestFromForm(values: JobFormValues, intakeContext: string | null): JobCreateRequest {
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
    discount: percentFromText(values.discount) ?? 0,
    paymentTermContext: values.paymentTermContext || null,
    taxOverride: percentFromText(values.taxOverride),
    poNumber: values.poNumber.trim(),
    releaseNumber: values.releaseNumber.trim(),
    intakeContext,
  };
}
