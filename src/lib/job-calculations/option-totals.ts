import { calculateJobTotals, toDocumentTotals } from './job-totals';
import { formatUsd } from './money-format';
import type { DocumentTotalsFigures, JobCalculationInput, JobTotals } from './types';

/**
 * Good / better / best proposals (issue 20): each option's figures are the job's totals over just
 * that option's lines (the job's discount and tax rules apply to each option on its own).
 */
export function optionTotals(input: Omit<JobCalculationInput, 'selectedContexts'>, optionContexts: readonly string[]): JobTotals {
  // An option without lines has no figures (the rules refuse it); never "all lines".
  return calculateJobTotals({ ...input, jobDetailList: optionContexts.length > 0 ? input.jobDetailList : [], selectedContexts: optionContexts });
}

/** The figures a proposal stores for each option, rounded half up to cents. */
export function optionDocumentTotals(input: Omit<JobCalculationInput, 'selectedContexts'>, optionContexts: readonly string[]): DocumentTotalsFigures {
  return toDocumentTotals(optionTotals(input, optionContexts));
}

/**
 * The proposal list's Total for a proposal with options: the chosen option's total once one is
 * chosen, else the range of the options' totals ("$1,200.00 – $3,400.00", one figure when they are
 * all equal). `null` without options.
 */
export function optionTotalText(options: readonly { id: string; total: number }[], chosenOptionId: string | null | undefined): string | null {
  if (options.length === 0) return null;
  const chosen = chosenOptionId ? options.find((option) => option.id === chosenOptionId) : undefined;
  if (chosen) return formatUsd(chosen.total);
  const totals = options.map((option) => option.total);
  const low = Math.min(...totals);
  const high = Math.max(...totals);
  return low === high ? formatUsd(low) : `${formatUsd(low)} \u2013 ${formatUsd(high)}`;
}
