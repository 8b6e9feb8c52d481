import { z } from 'zod';
import { parseDecimal, toPlainText } from '@/lib/job-calculations';
import {
  CATALOGUE_DESCRIPTION_MAX,
  catalogueMessages,
  discountInputSchema,
  discountTypes,
  taxOverrideInputSchema,
  type DiscountInput,
  type DiscountType,
  type TaxOverrideInput,
} from '@/lib/schemas/job-catalogue-schemas';

/*
 * The Discount and Tax override forms (spec 3 §2, §5): the job's dialogs and the administration's
 * catalogue editors. Values as typed, checked with the server's own rules (so the dialog and the
 * server give the same messages), read as exact decimals through the job calculation module, and
 * turned into a DiscountInput / TaxOverrideInput.
 */

const blank = (text: string) => text.trim() === '';

/** The number a typed value stands for, when it is a plain decimal ("10", "8.25", ".5"). */
export function decimalNumber(text: string): number | null {
  const value = parseDecimal(text.trim());
  return value === null ? null : Number(toPlainText(value));
}

const descriptionField = z
  .string()
  .refine((value) => !blank(value), catalogueMessages.descriptionRequired)
  .refine((value) => value.trim().length <= CATALOGUE_DESCRIPTION_MAX, catalogueMessages.descriptionTooLong);

/** The first message the server's schema gives for a path, if any. */
function serverIssue(result: z.ZodSafeParseResult<unknown>, path: string): string | undefined {
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === path)?.message;
}

/* ---------- Discount ---------- */

export interface DiscountFormValues {
  description: string;
  discountType: DiscountType;
  value: string;
}

export const discountFormSchema = z
  .object({ description: descriptionField, discountType: z.enum(discountTypes, { error: catalogueMessages.discountTypeRequired }), value: z.string() })
  .superRefine((values, context) => {
    if (blank(values.value)) {
      context.addIssue({ code: 'custom', path: ['value'], message: catalogueMessages.valueRequired });
      return;
    }
    const value = decimalNumber(values.value);
    if (value === null || value < 0) {
      context.addIssue({ code: 'custom', path: ['value'], message: catalogueMessages.valueInvalid });
      return;
    }
    const message = serverIssue(discountInputSchema.safeParse({ description: 'x', discountType: values.discountType, value }), 'value');
    if (message) context.addIssue({ code: 'custom', path: ['value'], message });
  });

/** A form's values from a discount (a job's or a catalogue entry), or a new one's (a percentage). */
export function discountFormValues(discount: DiscountInput | null): DiscountFormValues {
  return discount ? { description: discount.description, discountType: discount.discountType, value: String(discount.value) } : { description: '', discountType: 'Percentage', value: '' };
}

/** The discount from valid form values. */
export function discountFromForm(values: DiscountFormValues): DiscountInput {
  return { description: values.description.trim(), discountType: values.discountType === 'Amount' ? 'Amount' : 'Percentage', value: decimalNumber(values.value) ?? 0 };
}

/* ---------- Tax override ---------- */

export interface TaxOverrideFormValues {
  description: string;
  taxRate: string;
}

export const taxOverrideFormSchema = z.object({ description: descriptionField, taxRate: z.string() }).superRefine((values, context) => {
  if (blank(values.taxRate)) {
    context.addIssue({ code: 'custom', path: ['taxRate'], message: catalogueMessages.taxRateRequired });
    return;
  }
  const taxRate = decimalNumber(values.taxRate);
  const message = taxRate === null ? catalogueMessages.taxRateInvalid : serverIssue(taxOverrideInputSchema.safeParse({ description: 'x', taxRate }), 'taxRate');
  if (message) context.addIssue({ code: 'custom', path: ['taxRate'], message });
});

/** A form's values from a tax override (a job's or a catalogue entry), or a new one's. */
export function taxOverrideFormValues(taxOverride: TaxOverrideInput | null): TaxOverrideFormValues {
  return taxOverride ? { description: taxOverride.description, taxRate: String(taxOverride.taxRate) } : { description: '', taxRate: '' };
}

/** The tax override from valid form values. */
export function taxOverrideFromForm(values: TaxOverrideFormValues): TaxOverrideInput {
  return { description: values.description.trim(), taxRate: decimalNumber(values.taxRate) ?? 0 };
}
