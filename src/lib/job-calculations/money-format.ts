import type { Big } from 'big.js';
import { roundHalfUp, roundToCents, toDecimal, toPlainText, type DecimalInput } from './decimal';
import type { DiscountInput, JobTotals, TaxOverrideInput } from './types';

/**
 * Display formats of the job figures (spec 3 §9), as pure functions of exact decimals. Rounding
 * happens here, half up, and nowhere in the calculations.
 */

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Dollars from a rounded value: "$1,234.50", "-$3.00"; `dropZeroCents` turns "$25.00" into "$25". */
function dollars(rounded: Big, dropZeroCents: boolean): string {
  const [whole = '0', cents = '00'] = rounded.abs().toFixed(2).split('.');
  const sign = rounded.lt(0) ? '-' : '';
  return `${sign}$${groupThousands(whole)}${dropZeroCents && cents === '00' ? '' : `.${cents}`}`;
}

/** Money in US dollars, rounded half up to cents: "$1,234.50", "$0.00", "-$3.00". */
export function formatUsd(value: DecimalInput): string {
  return dollars(roundToCents(toDecimal(value)), false);
}

/** Spec 3 §9: the discount's value with two decimals, a trailing .00 dropped ("10", "12.50"). */
function discountNumberText(value: Big): string {
  return roundToCents(value).toFixed(2).replace(/\.00$/, '');
}

/**
 * Spec 3 §9 discount display: trailing .00 dropped, Amount types prefixed with $, percentages
 * suffixed with %, ending with OFF in brackets: "(10% OFF)", "(12.50% OFF)", "($25 OFF)",
 * "($25.50 OFF)", "($1,000 OFF)".
 */
export function formatDiscountOff(discount: DiscountInput): string {
  const value = toDecimal(discount.value, 'discount value');
  const figure = discount.discountType === 'Amount' ? dollars(roundToCents(value), true) : `${discountNumberText(value)}%`;
  return `(${figure} OFF)`;
}

/** A discount's formatted description: "Senior Discount (10% OFF)"; the bracket alone without a description. */
export function formatDiscountDescription(discount: DiscountInput & { description: string }): string {
  const description = discount.description.trim();
  const off = formatDiscountOff(discount);
  return description ? `${description} ${off}` : off;
}

/** Spec 3 §9 "Tax rate": shown with as many decimals as it is applied with (4 for a percent). */
export const TAX_RATE_PERCENT_DECIMAL_PLACES = 4;

/**
 * A tax rate in percent as shown: "8.25%", "7.75%", "10%", and a rate of 0 as "0%" (spec 3 §9). At
 * most 4 decimals (the applied fraction has 6), trailing zeros dropped.
 */
export function formatTaxRate(percent: DecimalInput): string {
  return `${toPlainText(roundHalfUp(toDecimal(percent, 'tax rate'), TAX_RATE_PERCENT_DECIMAL_PLACES))}%`;
}

/** Spec 3 §9 tax override display: the description with the rate and %: "Reduced Rate 8.25%", "Out of State 0%". */
export function formatTaxOverrideDescription(taxOverride: TaxOverrideInput & { description: string }): string {
  const description = taxOverride.description.trim();
  const rate = formatTaxRate(taxOverride.taxRate);
  return description ? `${description} ${rate}` : rate;
}

/** The job totals footer's texts (spec 3 §2 "Job totals footer"): SUBTOTAL, DISCOUNT, TAX with its rate, TOTAL. */
export interface JobTotalsDisplay {
  subtotal: string;
  /** "(10% OFF)"; `null` without a discount. */
  discountLabel: string | null;
  /** The discount as a positive amount: "$25.05". */
  discount: string;
  /** "8.25%". */
  taxRate: string;
  tax: string;
  total: string;
}

export function formatJobTotals(totals: JobTotals, discount: DiscountInput | null | undefined): JobTotalsDisplay {
  return {
    subtotal: formatUsd(totals.subtotal),
    discountLabel: discount ? formatDiscountOff(discount) : null,
    discount: formatUsd(totals.discount),
    taxRate: formatTaxRate(totals.taxRate),
    tax: formatUsd(totals.tax),
    total: formatUsd(totals.total),
  };
}
