import type { Big } from 'big.js';
import { HUNDRED, ZERO, optionalDecimal, roundHalfUp } from './decimal';
import type { JobCalculationInput, TaxRateSource } from './types';

/** Spec 3 §9 "Tax rate": applied as percent divided by 100 at 6 decimal places. */
export const TAX_FRACTION_DECIMAL_PLACES = 6;

export interface ResolvedTaxRate {
  /** The rate as shown, a percent (8.25). */
  percent: Big;
  /** The rate as applied: percent / 100 at 6 decimal places, half up (0.0825). */
  applied: Big;
  source: TaxRateSource;
}

/**
 * Spec 3 §9 "Tax rate": the override rate if set (an override of 0 % is set, and makes the job tax
 * free); otherwise the sales tax rate when the apply-tax system setting is on, shown as a percent
 * (fraction × 100); otherwise 0.
 */
export function resolveTaxRate(input: Pick<JobCalculationInput, 'taxOverride' | 'salesTaxRate' | 'applySalesTax'>): ResolvedTaxRate {
  const override = input.taxOverride ? optionalDecimal(input.taxOverride.taxRate, 'tax override rate') : null;
  if (override !== null) return withApplied(override, 'override');
  const salesTax = input.applySalesTax ? optionalDecimal(input.salesTaxRate, 'sales tax rate') : null;
  if (salesTax !== null) return withApplied(salesTax.times(HUNDRED), 'salesTax');
  return { percent: ZERO, applied: ZERO, source: 'none' };
}

function withApplied(percent: Big, source: TaxRateSource): ResolvedTaxRate {
  return { percent, applied: roundHalfUp(percent.div(HUNDRED), TAX_FRACTION_DECIMAL_PLACES), source };
}

/** The tax on a taxable amount at a rate: taxable amount × applied rate, exactly. */
export function taxOn(taxableAmount: Big, rate: Pick<ResolvedTaxRate, 'applied'>): Big {
  return taxableAmount.times(rate.applied);
}
