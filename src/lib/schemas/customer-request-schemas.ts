import { z } from 'zod';
import { addressListInputSchema, contactRecordInputSchema, isBlankAddress } from './contact-schemas';
import { customerLimits, customerLinkSchema, customerMessages, customerTypes, unknownJobNameTokens, type CustomerType } from './customer-schemas';
import { recordVersionSchema, trimmedTextSchema } from './editor-schemas';
import { percentSchema } from './number-schemas';

/**
 * Customers: what the editor sends (create, update) and the editor's values, with the rules both the
 * client and the mock backend check. Apart from customer-schemas.ts because the contact rules check
 * telephone numbers with libphonenumber-js: only editors and the mock load it, not lists and views.
 */

/* ---------- Requests ---------- */

const nameFields = {
  customerType: z.enum(customerTypes),
  firstName: trimmedTextSchema(customerLimits.firstName, { tooLong: customerMessages.firstNameTooLong }),
  lastName: trimmedTextSchema(customerLimits.lastName, { tooLong: customerMessages.lastNameTooLong }),
  companyName: trimmedTextSchema(customerLimits.companyName, { tooLong: customerMessages.companyNameTooLong }),
};

/** Person: first and last name required. Company: company name required (its contact's names are optional). */
function checkNames(value: { customerType: CustomerType; firstName: string; lastName: string; companyName: string }, context: z.RefinementCtx): void {
  if (value.customerType === 'Person') {
    if (value.firstName.trim() === '') context.addIssue({ code: 'custom', path: ['firstName'], message: customerMessages.firstNameRequired });
    if (value.lastName.trim() === '') context.addIssue({ code: 'custom', path: ['lastName'], message: customerMessages.lastNameRequired });
  } else if (value.companyName.trim() === '') {
    context.addIssue({ code: 'custom', path: ['companyName'], message: customerMessages.companyNameRequired });
  }
}

export const jobNamePatternSchema = z.string().superRefine((pattern, context) => {
  if (pattern.trim().length > customerLimits.jobNamePattern) context.addIssue({ code: 'custom', message: customerMessages.jobNamePatternTooLong });
  const [unknown] = unknownJobNameTokens(pattern);
  if (unknown) context.addIssue({ code: 'custom', message: customerMessages.jobNamePatternUnknownToken(unknown) });
});

/** 0–100 in plain decimals (no 1e-7, which the percent fields could not show again). */
const percent = percentSchema;

export const customerJobConfigRequestSchema = z.object({
  jobNamePattern: jobNamePatternSchema,
  discount: percent(customerMessages.discountInvalid),
  paymentTermContext: z.string().nullable(),
  taxOverride: percent(customerMessages.taxOverrideInvalid).nullable(),
});
export type CustomerJobConfigRequest = z.infer<typeof customerJobConfigRequestSchema>;

/** Every address a request sends is a real one (the editor leaves empty rows out); one primary per type. */
const customerAddressListSchema = addressListInputSchema.superRefine((list, context) => {
  if (list.some((address) => isBlankAddress(address))) context.addIssue({ code: 'custom', message: customerMessages.blankAddress });
});

const customerNotesSchema = z.string().max(customerLimits.notes, customerMessages.notesTooLong);

const recordFields = {
  ...nameFields,
  ...contactRecordInputSchema.shape,
  /** The parent of a sub-customer. */
  parentContext: z.string().nullable(),
  addresses: customerAddressListSchema,
  notes: customerNotesSchema,
  jobConfig: customerJobConfigRequestSchema,
};

/** `POST Customer/Create`. `ignoreDuplicates`: the user saw the possible duplicates and chose Create Anyway. */
export const customerCreateRequestSchema = z
  .object({ ...recordFields, ignoreDuplicates: z.boolean().optional() })
  .superRefine(checkNames);
export type CustomerCreateRequest = z.infer<typeof customerCreateRequestSchema>;

/** `POST Customer/Update`: the record's context and the version it was loaded at. */
export const customerUpdateRequestSchema = z
  .object({ ...recordFields, ...recordVersionSchema.shape })
  .superRefine(checkNames);
export type CustomerUpdateRequest = z.infer<typeof customerUpdateRequestSchema>;

/* ---------- Editor ---------- */

/** A percentage typed in a text field: blank, or a number from 0 to 100. */
function percentText(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

export function parsePercentText(value: string): number | null {
  const parsed = percentText(value);
  return parsed === null || Number.isNaN(parsed) || parsed < 0 || parsed > 100 ? null : parsed;
}

const percentTextSchema = (message: string, blankAllowed: boolean) =>
  z.string().refine((value) => {
    const parsed = percentText(value);
    if (parsed === null) return blankAllowed;
    return !Number.isNaN(parsed) && parsed >= 0 && parsed <= 100;
  }, message);

/** The editor's values: percentages are typed text, the parent carries its name for display. */
export const customerFormSchema = z
  .object({
    ...nameFields,
    ...contactRecordInputSchema.shape,
    parent: customerLinkSchema.nullable(),
    /** Empty rows are allowed here and left out when saving. */
    addresses: addressListInputSchema,
    notes: customerNotesSchema,
    jobNamePattern: jobNamePatternSchema,
    discount: percentTextSchema(customerMessages.discountInvalid, true),
    paymentTermContext: z.string(),
    taxOverride: percentTextSchema(customerMessages.taxOverrideInvalid, true),
  })
  .superRefine(checkNames);
export type CustomerFormValues = z.infer<typeof customerFormSchema>;

