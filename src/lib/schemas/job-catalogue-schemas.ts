import { z } from 'zod';
import { trimmedTextSchema } from './editor-schemas';
import { isNumberInRange, type NumberRange } from './number-schemas';

/**
 * The job's discount, payment term and tax override (spec 3 §2 dialogs, §3, §5, §9) and the
 * catalogues their dialogs pick from. A job keeps its own copy of each (editing a job's discount
 * never changes another job); the catalogue lists what has been used, and a job saved with a new
 * one adds it.
 *
 * Money and percentages travel as JSON numbers written in plain decimals (no exponent), which the
 * job calculation module (`src/lib/job-calculations`) reads exactly through their decimal text.
 */

export const discountTypes = ['Amount', 'Percentage'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const CATALOGUE_DESCRIPTION_MAX = 100;
/** A discount amount: up to $9,999,999.99 in cents. */
export const DISCOUNT_AMOUNT_RANGE: NumberRange = { min: 0, max: 9_999_999.99, decimals: 2 };
/** A discount percentage or a tax rate: 0–100 with at most 4 decimals (8.25, 10, 12.5). */
export const CATALOGUE_PERCENT_RANGE: NumberRange = { min: 0, max: 100, decimals: 4 };
/** Payment term days. */
export const PAYMENT_TERM_DAYS_MAX = 365;

/** Spec 3 §5 and §8, plus the limits' own messages. */
export const catalogueMessages = {
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description cannot be more than ${CATALOGUE_DESCRIPTION_MAX} characters.`,
  discountTypeRequired: 'Type is required.',
  valueRequired: 'Value is required.',
  valueInvalid: 'Value must be a number of 0 or more.',
  percentageTooLarge: 'Percentage cannot be greater than 100.',
  amountInvalid: 'Value must be an amount from 0 to 9,999,999.99.',
  daysRequired: 'Days is required.',
  daysInvalid: `Days must be a whole number from 0 to ${PAYMENT_TERM_DAYS_MAX}.`,
  taxRateRequired: 'Tax Rate % is required.',
  taxRateInvalid: 'Tax Rate % must be a number from 0 to 100.',
} as const;

const descriptionSchema = trimmedTextSchema(CATALOGUE_DESCRIPTION_MAX, {
  required: catalogueMessages.descriptionRequired,
  tooLong: catalogueMessages.descriptionTooLong,
});

/**
 * A discount or tax override as a job or the catalogue answers it: the catalogue entry it is (or was
 * copied from), its description, its own figures and the description the job shows.
 */
function catalogueEntrySchema<T extends z.ZodRawShape>(figures: T) {
  return z.object({ context: z.string(), description: z.string(), ...figures, formattedDescription: z.string() });
}

/* ---------- Discount ---------- */

/** What the Discount dialog sends: description, type and value (a percentage is 0–100). */
export const discountInputSchema = z
  .object({
    description: descriptionSchema,
    discountType: z.enum(discountTypes, { error: catalogueMessages.discountTypeRequired }),
    value: z.number({ error: catalogueMessages.valueRequired }).min(0, catalogueMessages.valueInvalid),
  })
  .superRefine((discount, context) => {
    if (discount.discountType === 'Percentage') {
      if (discount.value > 100) context.addIssue({ code: 'custom', path: ['value'], message: catalogueMessages.percentageTooLarge });
      else if (!isNumberInRange(discount.value, CATALOGUE_PERCENT_RANGE)) context.addIssue({ code: 'custom', path: ['value'], message: catalogueMessages.valueInvalid });
    } else if (!isNumberInRange(discount.value, DISCOUNT_AMOUNT_RANGE)) {
      context.addIssue({ code: 'custom', path: ['value'], message: catalogueMessages.amountInvalid });
    }
  });
export type DiscountInput = z.infer<typeof discountInputSchema>;

/** A discount; `formattedDescription` is spec 3 §9's "Senior (10% OFF)". */
export const discountSchema = catalogueEntrySchema({ discountType: z.enum(discountTypes), value: z.number() });
export type Discount = z.infer<typeof discountSchema>;

/* ---------- Tax override ---------- */

/** What the Tax override dialog sends: description and the rate in percent (8.25). */
export const taxOverrideInputSchema = z.object({
  description: descriptionSchema,
  taxRate: z
    .number({ error: catalogueMessages.taxRateRequired })
    .refine((value) => isNumberInRange(value, CATALOGUE_PERCENT_RANGE), catalogueMessages.taxRateInvalid),
});
export type TaxOverrideInput = z.infer<typeof taxOverrideInputSchema>;

/** A tax override; `formattedDescription` is "Reduced Rate 8.25%" ("… 0%"). */
export const taxOverrideSchema = catalogueEntrySchema({
  /** Percent (8.25). */
  taxRate: z.number(),
});
export type TaxOverride = z.infer<typeof taxOverrideSchema>;

/* ---------- Payment term ---------- */

/** What the Payment term dialog sends: description and days until payment is due. */
export const paymentTermInputSchema = z.object({
  description: descriptionSchema,
  days: z
    .number({ error: catalogueMessages.daysRequired })
    .int(catalogueMessages.daysInvalid)
    .min(0, catalogueMessages.daysInvalid)
    .max(PAYMENT_TERM_DAYS_MAX, catalogueMessages.daysInvalid),
});
export type PaymentTermInput = z.infer<typeof paymentTermInputSchema>;

/**
 * A job's payment term in a job request: a catalogue entry by `context` (its description and days
 * may be left out), or a description and days (no `context`, or an entry's context with changed
 * values). The server uses the entry with that description and days, or adds one.
 */
export const jobPaymentTermInputSchema = z
  .object({
    context: z.string().nullable().optional(),
    description: z.string().optional(),
    days: z.number().optional(),
  })
  .superRefine((term, context) => {
    if (term.context && term.description === undefined && term.days === undefined) return;
    const parsed = paymentTermInputSchema.safeParse({ description: term.description ?? '', days: term.days });
    if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type JobPaymentTermInput = z.infer<typeof jobPaymentTermInputSchema>;

/** A payment term (a `PaymentTerm` picklist value with its days); `isDefault` is the one new jobs get. */
export const paymentTermSchema = z.object({
  context: z.string(),
  description: z.string(),
  days: z.number().int(),
  isDefault: z.boolean(),
  active: z.boolean(),
});
export type PaymentTerm = z.infer<typeof paymentTermSchema>;

/* ---------- Catalogue calls ---------- */

export const discountListSchema = z.array(discountSchema);
export const taxOverrideListSchema = z.array(taxOverrideSchema);
export const paymentTermListSchema = z.array(paymentTermSchema);

export const CATALOGUE_CONTEXT_REQUIRED_TEXT = 'A context is required.';
export const DISCOUNT_NOT_FOUND_TEXT = 'Discount not found';
export const TAX_OVERRIDE_NOT_FOUND_TEXT = 'Tax override not found';
/** `Discount/Delete` of an entry a job or a customer's default discount uses (422). */
export const DISCOUNT_IN_USE_TEXT = 'This discount is used by jobs or customers and cannot be deleted.';
/** `TaxOverride/Delete` of an entry a job uses (422). */
export const TAX_OVERRIDE_IN_USE_TEXT = 'This tax override is used by jobs and cannot be deleted.';

const catalogueContextSchema = z.object({ context: z.string({ error: CATALOGUE_CONTEXT_REQUIRED_TEXT }).trim().min(1, CATALOGUE_CONTEXT_REQUIRED_TEXT) });

/** `POST Discount/Update` (administration): an entry's new description, type and value. */
export const discountUpdateRequestSchema = discountInputSchema.and(catalogueContextSchema);
export type DiscountUpdateRequest = DiscountInput & { context: string };

/** `POST TaxOverride/Update` (administration): an entry's new description and rate. */
export const taxOverrideUpdateRequestSchema = taxOverrideInputSchema.and(catalogueContextSchema);
export type TaxOverrideUpdateRequest = TaxOverrideInput & { context: string };
