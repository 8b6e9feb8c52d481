import type { SalesTaxRate } from '@/lib/schemas/job-schemas';
import type { SystemSetting } from '@/lib/schemas/settings-schemas';
import { settingIsYes } from './job-settings';
import { SALES_TAX_ERROR_TITLE, salesTaxErrorMessage } from './job-messages';

/** The apply-tax system setting (a Yes/No setting). */
export const APPLY_SALES_TAX_SETTING = 'APPLY_SALES_TAX';

export function appliesSalesTax(settings: readonly SystemSetting[] | undefined): boolean {
  return settingIsYes(settings, APPLY_SALES_TAX_SETTING);
}

export interface TaxAddress {
  city: string;
  state: string;
  postalCode: string;
}

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Spec 2 §4: a change of service address triggers a sales tax lookup when the apply-tax setting is
 * on, the job has no tax override, and the city, state or postal code differ from the rate's.
 */
export function needsSalesTaxLookup(options: { applyTax: boolean; hasTaxOverride: boolean; rate: TaxAddress; address: TaxAddress | null }): boolean {
  const { applyTax, hasTaxOverride, rate, address } = options;
  if (!applyTax || hasTaxOverride || !address) return false;
  return !same(rate.city, address.city) || !same(rate.state, address.state) || !same(rate.postalCode, address.postalCode);
}

/** Spec 2 §8: the Sales Tax Error when a lookup ran and failed; null otherwise. */
export function salesTaxError(rate: Pick<SalesTaxRate, 'didLookupExecute' | 'didLookupSucceed' | 'lookupStatus'>): { title: string; message: string } | null {
  if (!rate.didLookupExecute || rate.didLookupSucceed) return null;
  return { title: SALES_TAX_ERROR_TITLE, message: salesTaxErrorMessage(rate.lookupStatus ?? 0) };
}
