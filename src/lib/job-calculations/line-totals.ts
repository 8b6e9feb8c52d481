import type { Big } from 'big.js';
import { HUNDRED, ZERO, optionalDecimal, toDecimal, type DecimalInput } from './decimal';
import type { JobDetailInput, PriceDetailInput } from './types';

/** Spec 3 §2 "Price detail", §4 "Accepting the cart": a line's total is price × quantity, exactly. */
export function lineTotal(priceDetail: Pick<PriceDetailInput, 'price' | 'quantity'>): Big {
  return toDecimal(priceDetail.price, 'price').times(toDecimal(priceDetail.quantity, 'quantity'));
}

/** A line's cost: unit cost × quantity; 0 when the line has no cost. */
export function lineCost(priceDetail: Pick<PriceDetailInput, 'cost' | 'quantity'>): Big {
  const cost = optionalDecimal(priceDetail.cost, 'cost');
  return cost === null ? ZERO : cost.times(toDecimal(priceDetail.quantity, 'quantity'));
}

/** A line's profit: its total minus its cost; `null` when the line has no cost. */
export function lineProfit(priceDetail: Pick<PriceDetailInput, 'cost' | 'price' | 'quantity'>): Big | null {
  if (optionalDecimal(priceDetail.cost, 'cost') === null) return null;
  return lineTotal(priceDetail).minus(lineCost(priceDetail));
}

/**
 * The price a cost and a markup give (spec 3 §4 "Pricebook item", §5 item override form):
 * - `computed`: a markup is given, so the price is cost plus the markup percentage of the cost
 *   (cost × (1 + markup / 100)), exactly, and the price field is read-only;
 * - `cleared`: a markup is given but no cost, so the price is cleared;
 * - `free`: no markup, so the price is whatever the user types.
 */
export type MarkupPrice = { kind: 'computed'; price: Big } | { kind: 'cleared' } | { kind: 'free' };

export function markupPrice(cost: DecimalInput | null | undefined, markup: DecimalInput | null | undefined): MarkupPrice {
  const markupPercent = optionalDecimal(markup, 'markup');
  if (markupPercent === null) return { kind: 'free' };
  const unitCost = optionalDecimal(cost, 'cost');
  if (unitCost === null) return { kind: 'cleared' };
  return { kind: 'computed', price: unitCost.plus(unitCost.times(markupPercent).div(HUNDRED)) };
}

/** A row marked Delete: hidden and not counted (spec 3 §4 "Job detail change marker"). */
export function isDeletedDetail(detail: Pick<JobDetailInput, 'cud'>): boolean {
  return detail.cud === 'Delete';
}

/** A top-level row: no parent (a bundle's children are inside their bundle's total). */
export function isTopLevelDetail(detail: Pick<JobDetailInput, 'parentGuid'>): boolean {
  return detail.parentGuid === null || detail.parentGuid === undefined || detail.parentGuid === '';
}

/**
 * A row whose total counts toward the job's subtotal (spec 3 §9 "Subtotal"): not deleted, top level,
 * and not a Subtotal row (a Subtotal row shows a sum of the rows before it; it is not priced).
 */
export function isCountedDetail(detail: JobDetailInput): boolean {
  return !isDeletedDetail(detail) && isTopLevelDetail(detail) && detail.jobDetailType !== 'Subtotal';
}

/** A detail's total (price × quantity); 0 for a row without a price detail. */
export function detailTotal(detail: JobDetailInput): Big {
  return detail.priceDetail ? lineTotal(detail.priceDetail) : ZERO;
}

/**
 * Spec 3 §9 "Subtotal rows show a running sum since the previous subtotal row", in list order: one
 * entry per detail, the running sum on each visible Subtotal row and `null` on every other row (and
 * on a deleted Subtotal row, which is hidden and does not start a new run).
 */
export function runningSubtotals(jobDetailList: readonly JobDetailInput[]): (Big | null)[] {
  let running = ZERO;
  return jobDetailList.map((detail) => {
    if (isDeletedDetail(detail) || !isTopLevelDetail(detail)) return null;
    if (detail.jobDetailType === 'Subtotal') {
      const sum = running;
      running = ZERO;
      return sum;
    }
    running = running.plus(detailTotal(detail));
    return null;
  });
}

/**
 * The sum of price × quantity of the rows that are not deleted: a flat rate bundle's price from its
 * children (spec 3 §4 "Flat rate bundle editor on a job") and a pricebook bundle's calculated total
 * (spec 3 §4 "Bundle (pricebook)").
 */
export function sumOfLineTotals(lines: readonly { cud?: JobDetailInput['cud']; priceDetail: Pick<PriceDetailInput, 'price' | 'quantity'> }[]): Big {
  return lines.reduce((sum, line) => (isDeletedDetail(line) ? sum : sum.plus(lineTotal(line.priceDetail))), ZERO);
}
