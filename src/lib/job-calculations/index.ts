/**
 * The job calculations (spec 3 §9 "Job calculation rules" and the display formats of §9): one pure
 * module that the job screens, the job documents and the mock server all use, so their figures
 * never disagree. No React, no browser API.
 *
 * - Arithmetic is decimal (big.js 7), never binary floating point. Inputs are JSON numbers (read
 *   through their shortest decimal text), decimal strings or big.js values (`DecimalInput`).
 * - Nothing is rounded while calculating, except what the spec rounds: a discount percentage and a
 *   tax rate are applied as percent / 100 at 6 decimal places. Figures are rounded to cents only
 *   for display (`cents`, `formatUsd`, `formatJobTotals`) and for the figures a document stores
 *   (`toDocumentTotals`).
 * - Rounding is half up (a 5 rounds away from zero: 18.599625 → 18.60, 5.025 → 5.03); the spec
 *   names no rounding mode, and half up is what customers check an invoice with.
 * - Units: discount percentages and the tax override are percents (10, 8.25); the job's
 *   `salesTaxRate` is a fraction (0.0775), as spec 3 §3 has it.
 */
export {
  Decimal,
  ONE,
  HUNDRED,
  ZERO,
  optionalDecimal,
  parseDecimal,
  roundHalfUp,
  roundToCents,
  toCentsNumber,
  toCentsText,
  toDecimal,
  toPlainText,
  type DecimalInput,
} from './decimal';
export {
  DISCOUNT_FRACTION_DECIMAL_PLACES,
  MAX_DISCOUNT_PERCENTAGE,
  discountAmount,
  discountExceedsSubtotal,
  discountFraction,
  reduceByDiscount,
} from './discount';
export { calculateJobTotals, countedDetails, exactTotalsText, toDocumentTotals } from './job-totals';
export {
  detailTotal,
  isCountedDetail,
  isDeletedDetail,
  isTopLevelDetail,
  lineCost,
  lineProfit,
  lineTotal,
  markupPrice,
  runningSubtotals,
  sumOfLineTotals,
  type MarkupPrice,
} from './line-totals';
export { optionDocumentTotals, optionTotalText, optionTotals } from './option-totals';
export { markupPriceText, type MarkupPriceText } from './markup-price-text';
export {
  TAX_RATE_PERCENT_DECIMAL_PLACES,
  formatDiscountDescription,
  formatDiscountOff,
  formatJobTotals,
  formatTaxOverrideDescription,
  formatTaxRate,
  formatUsd,
  type JobTotalsDisplay,
} from './money-format';
export { TAX_FRACTION_DECIMAL_PLACES, resolveTaxRate, taxOn, type ResolvedTaxRate } from './tax';
export type {
  DiscountInput,
  DiscountType,
  DocumentTotalsFigures,
  JobCalculationInput,
  JobDetailChangeMarker,
  JobDetailInput,
  JobDetailType,
  JobTotals,
  JobTotalsInCents,
  PriceDetailInput,
  TaxOverrideInput,
  TaxRateSource,
} from './types';
