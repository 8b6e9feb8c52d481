import { calculateJobTotals, formatDiscountDescription, formatTaxOverrideDescription, formatTaxRate, lineTotal, toDocumentTotals, ZERO } from '../../src/lib/job-calculations';
import type { DocumentLine, DocumentTotals } from './document-types';
import { calculationInput } from './job-money';
import type { Job, JobDetail } from './types';

/**
 * The frozen part of a job document (issue 15): the chosen lines of a job as the document prints
 * them and the figures the job calculation module works out for them (decimal; rounded to cents
 * only for what is stored).
 */
export interface DocumentSnapshot extends DocumentTotals {
  lines: DocumentLine[];
  discountDescription: string | null;
  taxRate: number;
  taxDescription: string | null;
}

const isTopLevel = (line: Pick<JobDetail, 'parentGuid'>): boolean => line.parentGuid === null || line.parentGuid === '';

function frozenLine(line: JobDetail, total: number): DocumentLine {
  return {
    guid: line.guid,
    parentGuid: line.parentGuid,
    jobDetailType: line.jobDetailType,
    name: line.name,
    description: line.description,
    quantity: line.priceDetail.quantity,
    price: line.priceDetail.price,
    total,
    taxable: !line.priceDetail.nonTaxable,
  };
}

/**
 * The top-level lines a document made from `selected` (top-level contexts; empty or `null`: all)
 * takes. Bundle children follow their bundle; a Subtotal row follows when a line since the previous
 * Subtotal row is taken (or when it is chosen itself).
 */
export function chosenTopLevel(lines: readonly JobDetail[], selected: readonly string[] | null): JobDetail[] {
  const wanted = selected && selected.length > 0 ? new Set(selected) : null;
  const chosen: JobDetail[] = [];
  let runHasLines = false;
  for (const line of lines) {
    if (!isTopLevel(line)) continue;
    if (line.jobDetailType === 'Subtotal') {
      if (runHasLines || wanted?.has(line.context)) chosen.push(line);
      runHasLines = false;
    } else if (wanted === null || wanted.has(line.context)) {
      chosen.push(line);
      runHasLines = true;
    }
  }
  return chosen;
}

/** The document lines of `chosen` (from `chosenTopLevel`), each bundle followed by its children; Subtotal rows carry the running sum. */
export function frozenLines(lines: readonly JobDetail[], chosen: readonly JobDetail[]): DocumentLine[] {
  const children = new Map<string, JobDetail[]>();
  for (const line of lines) {
    if (isTopLevel(line)) continue;
    const list = children.get(line.parentGuid!) ?? [];
    list.push(line);
    children.set(line.parentGuid!, list);
  }
  const result: DocumentLine[] = [];
  let running = ZERO;
  for (const line of chosen) {
    if (line.jobDetailType === 'Subtotal') {
      result.push(frozenLine(line, Number(running.toFixed())));
      running = ZERO;
      continue;
    }
    const total = lineTotal(line.priceDetail);
    running = running.plus(total);
    result.push(frozenLine(line, Number(total.toFixed())));
    for (const child of children.get(line.guid) ?? []) result.push(frozenLine(child, Number(lineTotal(child.priceDetail).toFixed())));
  }
  return result;
}

/**
 * The snapshot of a document made from `lines` (the job's lines in order) over the `selected`
 * top-level contexts (empty or `null`: all).
 */
export function documentSnapshot(
  job: Pick<Job, 'discount' | 'taxOverride' | 'salesTaxRate'>,
  lines: readonly JobDetail[],
  selected: readonly string[] | null,
  applySalesTax: boolean,
): DocumentSnapshot {
  const chosen = chosenTopLevel(lines, selected);
  const counted = chosen.filter((line) => line.jobDetailType !== 'Subtotal').map((line) => line.context);
  // Nothing counted is a document without priced lines (refused by Create): figures of no lines.
  const totals = calculateJobTotals(calculationInput(job, counted.length > 0 ? lines : [], applySalesTax, counted));
  const taxRate = Number(totals.appliedTaxRate.toFixed());
  let taxDescription: string | null = null;
  if (job.taxOverride) taxDescription = formatTaxOverrideDescription(job.taxOverride);
  else if (taxRate > 0) taxDescription = `Sales Tax ${formatTaxRate(totals.taxRate)}`;
  return {
    lines: frozenLines(lines, chosen),
    ...toDocumentTotals(totals),
    discountDescription: job.discount ? formatDiscountDescription(job.discount) : null,
    taxRate,
    taxDescription,
  };
}

/** The guids of the job lines a document carries. */
export function documentGuids(document: { lines: readonly Pick<DocumentLine, 'guid'>[] }): string[] {
  return document.lines.map((line) => line.guid);
}
