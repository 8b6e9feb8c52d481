import type { Big } from 'big.js';
import { HUNDRED, ONE, ZERO, roundHalfUp, toDecimal, type DecimalInput } from './decimal';
import type { DiscountInput } from './types';

/** Spec 3 §9 "Discount": a percentage is divided by 100 with 6 decimal places. */
export const DISCOUNT_FRACTION_DECIMAL_PLACES = 6;

/** Spec 3 §5 and §8: the Discount dialog refuses a percentage above this. */
export const MAX_DISCOUNT_PERCENTAGE = 100;

/** A discount percentage as the fraction applied: percent / 100 at 6 decimal places, half up (10 → 0.1). */
export function discountFraction(percent: DecimalInput): Big {
  return roundHalfUp(toDecimal(percent, 'discount percentage').div(HUNDRED), DISCOUNT_FRACTION_DECIMAL_PLACES);
}

/**
 * Spec 3 §9 "Discount", as a positive amount: type Amount is the fixed amount (subtracted from the
 * subtotal by the total); type Percentage is the subtotal times the percent. No discount is 0.
 */
export function discountAmount(discount: DiscountInput | null | undefined, subtotal: Big): Big {
  if (!discount) return ZERO;
  if (discount.discountType === 'Amount') return toDecimal(discount.value, 'discount amount');
  return subtotal.times(discountFraction(discount.value));
}

/**
 * Spec 3 §9 "Taxable amount": the taxable lines' totals, each reduced by the discount's proportion
 * of the subtotal. Reducing each line by a proportion is reducing their sum by it, which is done
 * once: × (1 − percent / 100) for a Percentage, × (subtotal − amount) / subtotal for an Amount (the
 * division last, so a proportion like 20 / 120 loses no digit when the result is a whole number of
 * cents). No discount, or a subtotal of 0, leaves the sum as it is.
 */
export function reduceByDiscount(taxableSum: Big, discount: DiscountInput | null | undefined, subtotal: Big): Big {
  if (!discount) return taxableSum;
  if (discount.discountType === 'Percentage') return taxableSum.times(ONE.minus(discountFraction(discount.value)));
  if (subtotal.eq(0)) return taxableSum;
  return taxableSum.times(subtotal.minus(toDecimal(discount.value, 'discount amount'))).div(subtotal);
}

/**
 * Spec 3 §9: "A discount exceeding the subtotal makes subtotal, taxable amount, tax and total zero."
 * Strictly above: a discount equal to the subtotal (100 %) leaves a total of 0 by itself.
 */
export function discountExceedsSubtotal(amount: Big, subtotal: Big): boolean {
  return amount.gt(subtotal);
}
