import { seededUuid } from './ids';
import type { DiscountEntry, JobDiscount, JobTaxOverride, TaxOverrideEntry } from './types';

/**
 * The demo company's discount and tax override catalogues (spec 3 §2: the dialogs' pick-lists of
 * existing entries) and the discounts customers' job defaults give.
 */

const discountDefs: Omit<JobDiscount, 'context'>[] = [
  { description: 'Senior Discount', discountType: 'Percentage', value: 10 },
  { description: 'Military Discount', discountType: 'Percentage', value: 10 },
  { description: 'Service Agreement Member', discountType: 'Percentage', value: 15 },
  { description: 'Repeat Customer', discountType: 'Amount', value: 25 },
  { description: 'Coupon - Spring Tune-Up', discountType: 'Amount', value: 50 },
];

const taxOverrideDefs: Omit<JobTaxOverride, 'context'>[] = [
  { description: 'Tax Exempt - School District', taxRate: 0 },
  { description: 'Tax Exempt - Resale Certificate', taxRate: 0 },
  { description: 'Reduced Rate', taxRate: 8.25 },
];

function discountContext(definition: Omit<JobDiscount, 'context'>): string {
  return seededUuid(`discount:${definition.discountType}:${definition.value}:${definition.description}`);
}

/** The discount a customer's job default of `percent` gives a new job (none for 0). */
export function accountDiscount(percent: number): JobDiscount | null {
  if (percent <= 0) return null;
  const definition = { description: 'Account Discount', discountType: 'Percentage' as const, value: percent };
  return { context: discountContext(definition), ...definition };
}

/** A catalogue discount by description (seeds use it for jobs with a named discount). */
export function catalogueDiscount(description: string): JobDiscount {
  const definition = discountDefs.find((item) => item.description === description);
  if (!definition) throw new Error(`No seeded discount ${description}`);
  return { context: discountContext(definition), ...definition };
}

/** A catalogue tax override by description. */
export function catalogueTaxOverride(description: string): JobTaxOverride {
  const definition = taxOverrideDefs.find((item) => item.description === description);
  if (!definition) throw new Error(`No seeded tax override ${description}`);
  return { context: seededUuid(`tax-override:${definition.description}`), ...definition };
}

/** The discount catalogue: the named discounts and the account discounts customers' defaults use. */
export function seedDiscounts(now: Date, accountPercents: readonly number[]): DiscountEntry[] {
  const dateCreated = new Date(now.getTime() - 400 * 24 * 60 * 60 * 1000).toISOString();
  const named = discountDefs.map((definition) => ({ context: discountContext(definition), ...definition, dateCreated }));
  const accounts = [...new Set(accountPercents.filter((percent) => percent > 0))]
    .sort((a, b) => a - b)
    .map((percent) => ({ ...accountDiscount(percent)!, dateCreated }));
  return [...named, ...accounts];
}

export function seedTaxOverrides(now: Date): TaxOverrideEntry[] {
  const dateCreated = new Date(now.getTime() - 400 * 24 * 60 * 60 * 1000).toISOString();
  return taxOverrideDefs.map((definition) => ({ ...catalogueTaxOverride(definition.description), dateCreated }));
}
