import { z } from 'zod';
import { addressSchema, emailSchema, recordStampShape, telephoneSchema } from './common-schemas';
import { customerListItemSchema } from './dashboard-schemas';
import { emailHistoryItemSchema } from './email-history-schemas';

/**
 * Customers: the record the client and the mock backend exchange, the editor's values and the rules
 * both sides check (the mock answers the same messages as a 400).
 */

export const customerTypes = ['Person', 'Company'] as const;
export type CustomerType = (typeof customerTypes)[number];

export const customerLimits = {
  firstName: 50,
  lastName: 50,
  companyName: 150,
  notes: 4000,
  jobNamePattern: 200,
} as const;

export const customerMessages = {
  firstNameRequired: 'First name is required.',
  firstNameTooLong: `First name cannot be more than ${customerLimits.firstName} characters.`,
  lastNameRequired: 'Last name is required.',
  lastNameTooLong: `Last name cannot be more than ${customerLimits.lastName} characters.`,
  companyNameRequired: 'Company name is required.',
  companyNameTooLong: `Company name cannot be more than ${customerLimits.companyName} characters.`,
  notesTooLong: `Notes cannot be more than ${customerLimits.notes} characters.`,
  jobNamePatternTooLong: `Job name pattern cannot be more than ${customerLimits.jobNamePattern} characters.`,
  jobNamePatternUnknownToken: (token: string) =>
    `Job name pattern has an unknown field ${token}. Use {LastName}, {FirstName}, {CustomerName}, {Date} or {Number}.`,
  discountInvalid: 'Discount must be a number from 0 to 100.',
  taxOverrideInvalid: 'Tax override must be a number from 0 to 100, or blank for none.',
  blankAddress: 'Every address needs a street, city, state and postal code.',
} as const;

/* ---------- Job name pattern ---------- */

/** The pattern of a customer that has none of its own: the last name and today's date (spec 2 guided tour). */
export const DEFAULT_JOB_NAME_PATTERN = '{LastName} {Date}';

/** Fields a job name pattern may use (case does not matter). */
export const jobNameTokens = ['LastName', 'FirstName', 'CustomerName', 'Date', 'Number'] as const;
export type JobNameToken = (typeof jobNameTokens)[number];
/** Older spellings still understood: `{customer}` is the customer name, `{Name}` too. */
const tokenAliases: Record<string, JobNameToken> = { customer: 'CustomerName', name: 'CustomerName', company: 'CustomerName' };

function tokenOf(text: string): JobNameToken | null {
  const lower = text.toLowerCase();
  return jobNameTokens.find((token) => token.toLowerCase() === lower) ?? tokenAliases[lower] ?? null;
}

/** The `{...}` fields of a pattern that are not known, as written. */
export function unknownJobNameTokens(pattern: string): string[] {
  return [...pattern.matchAll(/\{([^{}]*)\}/g)].filter((match) => tokenOf(match[1] ?? '') === null).map((match) => match[0]);
}

export interface JobNameValues {
  firstName: string;
  /** A company's name for companies. */
  lastName: string;
  customerName: string;
  /** Already formatted (MM/dd/yyyy). */
  date: string;
  /** The number the next job will get (a placeholder in previews). */
  number: number | string;
}

/** A job name from a pattern: known fields replaced, extra spaces removed; a blank pattern uses the default. */
export function buildJobName(pattern: string, values: JobNameValues): string {
  const source = pattern.trim() === '' ? DEFAULT_JOB_NAME_PATTERN : pattern;
  const replaced = source.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    switch (tokenOf(name)) {
      case 'LastName':
        return values.lastName;
      case 'FirstName':
        return values.firstName;
      case 'CustomerName':
        return values.customerName;
      case 'Date':
        return values.date;
      case 'Number':
        return String(values.number);
      default:
        return whole;
    }
  });
  return replaced.replace(/\s+/g, ' ').trim();
}

/* ---------- Records ---------- */

/** A payment term as a customer's or job's default carries it. */
export const paymentTermRefSchema = z.object({ context: z.string(), description: z.string(), isDefault: z.boolean() });
export type PaymentTermRef = z.infer<typeof paymentTermRefSchema>;

/** The pricing a job takes: a customer's defaults for new jobs, and each job's own. */
export const jobPricingSchema = z.object({
  /** Percent, 0–100. */
  discount: z.number(),
  paymentTerm: paymentTermRefSchema.nullable(),
  /** Percent replacing the looked-up sales tax; `null` for none. */
  taxOverride: z.number().nullable(),
});

export const customerJobConfigSchema = jobPricingSchema.extend({ jobNamePattern: z.string() });
export type CustomerJobConfig = z.infer<typeof customerJobConfigSchema>;

/** How a customer is named: a person by first and last name, a company by its name. */
const customerNameShape = {
  customerType: z.enum(customerTypes),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
};

export const customerLinkSchema = z.object({ context: z.string(), customerName: z.string(), active: z.boolean() });
export type CustomerLink = z.infer<typeof customerLinkSchema>;

/** A customer as `Customer/GetByContext`, `Create` and `Update` answer it. */
export const customerSchema = z.object({
  context: z.string(),
  ...customerNameShape,
  /** The name the customer is shown by: the company name, else first and last name. */
  customerName: z.string(),
  active: z.boolean(),
  /** The parent customer of a sub-customer. */
  parent: customerLinkSchema.nullable(),
  subCustomers: z.array(customerLinkSchema),
  addresses: z.array(addressSchema),
  telephoneList: z.array(telephoneSchema),
  emailList: z.array(emailSchema),
  notes: z.string(),
  /** The customer's job defaults; left out for users without JOB_COST_R (costs stay in the office). */
  jobConfig: customerJobConfigSchema.optional(),
  ...recordStampShape,
});
export type CustomerRecord = z.infer<typeof customerSchema>;

/** `Customer/GetJobConfig`: the defaults of a new job for the customer (spec 2 §3 Job config from customer). */
export const jobConfigResponseSchema = jobPricingSchema.extend({ jobName: z.string() });
export type JobConfigResponse = z.infer<typeof jobConfigResponseSchema>;

/* ---------- Duplicates ---------- */

/** `POST Customer/FindDuplicates`: the customer about to be created. */
export const findDuplicatesRequestSchema = z.object({
  ...customerNameShape,
  telephoneNumbers: z.array(z.string()),
  emailAddresses: z.array(z.string()),
});
export type FindDuplicatesRequest = z.infer<typeof findDuplicatesRequestSchema>;

export const duplicateReasonKinds = ['Name', 'Telephone', 'Email'] as const;

export const duplicateMatchSchema = z.object({
  customer: customerListItemSchema,
  /** Why it matched, e.g. "Same name", "Same telephone number (503) 555-0101". */
  reasons: z.array(z.object({ kind: z.enum(duplicateReasonKinds), text: z.string() })),
});
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;

export const findDuplicatesResponseSchema = z.object({ matches: z.array(duplicateMatchSchema) });

/** Text of the 422 when Create is sent without `ignoreDuplicates` and matches exist. */
export const DUPLICATE_CUSTOMER_TEXT =
  'A customer with this name, telephone number or email address already exists. Open the existing customer, or confirm that this is a different customer.';

/* ---------- Activity ---------- */

export const activityIntakeSchema = z.object({
  context: z.string(),
  dateTime: z.string(),
  description: z.string(),
  intakeType: z.string(),
  status: z.string(),
});
export const activityJobSchema = z.object({
  context: z.string(),
  number: z.number().int(),
  name: z.string(),
  jobStatus: z.string(),
  dateTime: z.string(),
  total: z.number(),
  /** The job is billed to another customer, or serves another customer billed to this one. */
  role: z.enum(['Service', 'Billing', 'Service and Billing']),
});
/** A dated document of one of the customer's jobs (a proposal, an invoice, a payment). */
const activityJobDocumentSchema = z.object({ context: z.string(), jobContext: z.string(), jobName: z.string(), date: z.string() });
export const activityProposalSchema = activityJobDocumentSchema.extend({ number: z.number().int(), status: z.string(), total: z.number() });
export const activityInvoiceSchema = activityJobDocumentSchema.extend({
  number: z.number().int(),
  dueDate: z.string(),
  issued: z.boolean(),
  total: z.number(),
  amountDue: z.number(),
});
export const activityPaymentSchema = activityJobDocumentSchema.extend({
  invoiceNumber: z.number().int().nullable(),
  amount: z.number(),
  method: z.string(),
  checkAuthNumber: z.string(),
});
/** A sent email as Email History lists it, its recipients in one line. */
export const activityEmailSchema = emailHistoryItemSchema.pick({ context: true, subject: true, sent: true, sentByName: true }).extend({ to: z.string() });

/** `Customer/GetActivity`: a section is `null` when the user may not read that kind of record. */
export const customerActivitySchema = z.object({
  intakes: z.array(activityIntakeSchema).nullable(),
  jobs: z.array(activityJobSchema).nullable(),
  proposals: z.array(activityProposalSchema).nullable(),
  invoices: z.array(activityInvoiceSchema).nullable(),
  payments: z.array(activityPaymentSchema).nullable(),
  emails: z.array(activityEmailSchema).nullable(),
});
export type CustomerActivity = z.infer<typeof customerActivitySchema>;
export type ActivityIntake = z.infer<typeof activityIntakeSchema>;
export type ActivityJob = z.infer<typeof activityJobSchema>;
export type ActivityProposal = z.infer<typeof activityProposalSchema>;
export type ActivityInvoice = z.infer<typeof activityInvoiceSchema>;
export type ActivityPayment = z.infer<typeof activityPaymentSchema>;
export type ActivityEmail = z.infer<typeof activityEmailSchema>;

/* ---------- List ---------- */

/** Sort columns of the customer search (`CustomerSearch/Search`); `Name` is the default. */
export const customerSortFields = ['Name', 'DateCreated'] as const;
export type CustomerSortField = (typeof customerSortFields)[number];

export { customerListItemSchema, customerSearchRequestSchema, type CustomerListItem, type CustomerSearchRequest } from './dashboard-schemas';
