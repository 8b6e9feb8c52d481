import type { Big } from 'big.js';
import { ZERO, toCentsNumber, toCentsText } from './decimal';
import { discountAmount, discountExceedsSubtotal, reduceByDiscount } from './discount';
import { detailTotal, isCountedDetail, lineCost } from './line-totals';
import { resolveTaxRate, taxOn } from './tax';
import type { DocumentTotalsFigures, JobCalculationInput, JobDetailInput, JobTotals } from './types';

/**
 * The details a calculation counts (spec 3 §9 "Subtotal"): not deleted, top level, not Subtotal
 * rows, and, when some contexts are selected, only the selected ones.
 */
export function countedDetails(jobDetailList: readonly JobDetailInput[], selectedContexts?: readonly string[] | null): JobDetailInput[] {
  const selected = selectedContexts && selectedContexts.length > 0 ? new Set(selectedContexts) : null;
  return jobDetailList.filter(
    (detail) => isCountedDetail(detail) && (selected === null || (detail.context !== null && detail.context !== undefined && selected.has(detail.context))),
  );
}

/**
 * Spec 3 §9 "Job calculation rules", exactly (nothing is rounded but the percent fractions at 6
 * decimal places, which the spec asks for):
 * - Subtotal: Σ price × quantity of the counted details.
 * - Discount: an Amount is the fixed amount; a Percentage is subtotal × percent / 100.
 * - Taxable amount: Σ total of the counted details not marked non-taxable, each reduced by the
 *   discount's proportion of the subtotal.
 * - Tax rate: the override, else the sales tax when the apply-tax setting is on, else 0; tax is the
 *   taxable amount × the applied rate.
 * - Total: subtotal plus the negative discount plus tax.
 * - A discount above the subtotal makes subtotal, taxable amount, tax and total zero (the discount
 *   and the cost keep their values).
 */
export function calculateJobTotals(input: JobCalculationInput): JobTotals {
  const details = countedDetails(input.jobDetailList, input.selectedContexts);
  const lineSum = details.reduce((sum, detail) => sum.plus(detailTotal(detail)), ZERO);
  const cost = details.reduce((sum, detail) => (detail.priceDetail ? sum.plus(lineCost(detail.priceDetail)) : sum), ZERO);
  const discount = discountAmount(input.discount, lineSum);
  const rate = resolveTaxRate(input);
  const exceeds = discountExceedsSubtotal(discount, lineSum);

  let subtotal = lineSum;
  let taxableAmount = ZERO;
  let tax = ZERO;
  let total = ZERO;
  if (exceeds) {
    subtotal = ZERO;
  } else {
    const taxableSum = details
      .filter((detail) => detail.priceDetail && !detail.priceDetail.nonTaxable)
      .reduce((sum, detail) => sum.plus(detailTotal(detail)), ZERO);
    taxableAmount = reduceByDiscount(taxableSum, input.discount, lineSum);
    tax = taxOn(taxableAmount, rate);
    total = subtotal.minus(discount).plus(tax);
  }

  return {
    cost,
    subtotal,
    discount,
    taxRate: rate.percent,
    appliedTaxRate: rate.applied,
    taxRateSource: rate.source,
    taxableAmount,
    tax,
    total,
    discountExceedsSubtotal: exceeds,
    cents: {
      cost: toCentsText(cost),
      subtotal: toCentsText(subtotal),
      discount: toCentsText(discount),
      taxableAmount: toCentsText(taxableAmount),
      tax: toCentsText(tax),
      total: toCentsText(total),
    },
  };
}

/**
 * The figures a job document stores (proposal, work order, invoice), rounded half up to cents. Each
 * is its exact figure rounded on its own: the total is the exact total rounded, not the sum of the
 * rounded parts, so on rare jobs the stored parts differ from the total by a cent.
 */
export function toDocumentTotals(totals: Pick<JobTotals, 'cost' | 'subtotal' | 'discount' | 'tax' | 'total'>): DocumentTotalsFigures {
  return {
    cost: toCentsNumber(totals.cost),
    subtotal: toCentsNumber(totals.subtotal),
    discount: toCentsNumber(totals.discount),
    tax: toCentsNumber(totals.tax),
    total: toCentsNumber(totals.total),
  };
}

/** The exact figures as plain decimal text, for logs and API answers that must not lose digits. */
export function exactTotalsText(totals: JobTotals): Record<'cost' | 'subtotal' | 'discount' | 'taxableAmount' | 'tax' | 'total', string> {
  const text = (value: Big) => value.toFixed();
  return {
    cost: text(totals.cost),
    subtotal: text(totals.subtotal),
    discount: text(totals.discount),
    taxableAmount: text(totals.taxableAmount),
    tax: text(totals.tax),
    total: text(totals.total),
  };
}
