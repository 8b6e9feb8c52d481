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
 * The Discount and Tax override dialogs' forms (spec 3 §2, §5): text while typed, checked by the
 * jobs API contract's own rules (so the dialog and the server give the same messages), and turned
 * into the job's DiscountInput / TaxOverrideInput.
 */

const blank = (text: string) => text.trim() === '';

/** The number a field's text stands for, when it is a plain decimal ("10", "8.25", ".5"). */
function numberOf(text: string): number | null {
  const value = parseDecimal(text);
  return value === null ? null : Number(toPlainText(value));
}

const descriptionField = z
  .string()
  .refine((value) => !blank(value), catalogueMessages.descriptionRequired)
  .refine((value) => value.trim().length <= CATALOGUE_DESCRIPTION_MAX, catalogueMessages.descriptionTooLong);

/* ---------- Discount ---------- */

export interface DiscountFormValues {
  description: string;
  discountType: DiscountType | '';
  value: string;
}

export const discountFormSchema = z
  .object({ description: descriptionField, discountType: z.enum([...discountTypes, '']), value: z.string() })
  .superRefine((values, context) => {
    if (values.discountType !== 'Amount' && values.discountType !== 'Percentage') {
      context.addIssue({ code: 'custom', path: ['discountType'], message: catalogueMessages.discountTypeRequired });
      return;
    }
    if (blank(values.value)) {
      context.addIssue({ code: 'custom', path: ['value'], message: catalogueMessages.valueRequired });
      return;
    }
    const value = numberOf(values.value);
    if (value === null || value < 0) {
      context.addIssue({ code: 'custom', path: ['value'], message: catalogueMessages.valueInvalid });
      return;
    }
    const checked = discountInputSchema.safeParse({ description: values.description.trim() || 'x', discountType: values.discountType, value });
    if (!checked.success) {
      const issue = checked.error.issues.find((item) => item.path[0] === 'value');
      if (issue) context.addIssue({ code: 'custom', path: ['value'], message: issue.message });
    }
  });

export function discountFormValues(discount: DiscountInput | null): DiscountFormValues {
  return discount ? { description: discount.description, discountType: discount.discountType, value: String(discount.value) } : { description: '', discountType: 'Percentage', value: '' };
}

/** The job's discount from valid dialog values. */
export function discountFromForm(values: DiscountFormValues): DiscountInput {
  return { description: values.description.trim(), discountType: values.discountType === 'Amount' ? 'Amount' : 'Percentage', value: numberOf(values.value) ?? 0 };
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
  const taxRate = numberOf(values.taxRate);
  const checked = taxOverrideInputSchema.safeParse({ description: 'x', taxRate: taxRate ?? Number.NaN });
  if (taxRate === null || !checked.success) context.addIssue({ code: 'custom', path: ['taxRate'], message: catalogueMessages.taxRateInvalid });
});

export function taxOverrideFormValues(taxOverride: TaxOverrideInput | null): TaxOverrideFormValues {
  return taxOverride ? { description: taxOverride.description, taxRate: String(taxOverride.taxRate) } : { description: '', taxRate: '' };
}

export function taxOverrideFromForm(values: TaxOverrideFormValues): TaxOverrideInput {
  return { description: values.description.trim(), taxRate: numberOf(values.taxRate) ?? 0 };
}
