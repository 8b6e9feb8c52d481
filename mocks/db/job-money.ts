import { calculateJobTotals, lineTotal, toCentsNumber, type JobCalculationInput, type JobTotals } from '../../src/lib/job-calculations';
import type { DocumentTotals, Job, JobDetail, StoredJobTotals } from './types';

/**
 * The mock's job figures, from the job calculation module the screens use (`src/lib/job-calculations`):
 * decimal arithmetic, rounded half up to cents only for what is stored.
 */

/** What the calculation module reads of a stored job and its lines. */
export function calculationInput(
  job: Pick<Job, 'discount' | 'taxOverride' | 'salesTaxRate'>,
  lines: readonly JobDetail[],
  applySalesTax: boolean,
  selectedContexts?: readonly string[] | null,
): JobCalculationInput {
  return {
    jobDetailList: lines.map((line) => ({
      context: line.context,
      guid: line.guid,
      parentGuid: line.parentGuid,
      jobDetailType: line.jobDetailType,
      priceDetail: line.priceDetail,
    })),
    discount: job.discount,
    taxOverride: job.taxOverride,
    salesTaxRate: job.salesTaxRate.rate,
    applySalesTax,
    selectedContexts: selectedContexts ?? null,
  };
}

function storedFigures(totals: JobTotals): StoredJobTotals {
  return {
    cost: toCentsNumber(totals.cost),
    subtotal: toCentsNumber(totals.subtotal),
    discount: toCentsNumber(totals.discount),
    taxRate: Number(totals.taxRate.toFixed()),
    taxableAmount: toCentsNumber(totals.taxableAmount),
    tax: toCentsNumber(totals.tax),
    total: toCentsNumber(totals.total),
  };
}

/** The job's figures over `lines` (its lines in order), as a job stores them. */
export function workOutJobTotals(job: Pick<Job, 'discount' | 'taxOverride' | 'salesTaxRate'>, lines: readonly JobDetail[], applySalesTax: boolean): StoredJobTotals {
  return storedFigures(calculateJobTotals(calculationInput(job, lines, applySalesTax)));
}

/** The figures a document made from `lines` stores (cost, subtotal, discount, tax, total). */
export function documentFigures(job: Pick<Job, 'discount' | 'taxOverride' | 'salesTaxRate'>, lines: readonly JobDetail[], applySalesTax: boolean): DocumentTotals {
  const { cost, subtotal, discount, tax, total } = workOutJobTotals(job, lines, applySalesTax);
  return { cost, subtotal, discount, tax, total };
}

/** A line's total, price × quantity, exactly (as the calculation module works it out). */
export function lineTotalNumber(price: number, quantity: number): number {
  return Number(lineTotal({ price, quantity }).toFixed());
}
