import { isDeletedDetail } from '@/lib/job-calculations';
import type { JobDetailLine } from '../job-details/job-detail-line';

const FIELD = '\u0001';
const LINE = '\u0002';

/**
 * What the job's totals read from its lines, as one text that does not depend on their order: every
 * line's identity, type, whether it is deleted (the only marker the totals read), parent and price
 * detail, sorted. Two lists with the same key have the
 * same totals, so a reorder (which changes only the order) needs no new calculation.
 */
export function totalsLinesKey(lines: readonly JobDetailLine[]): string {
  return lines
    .map((line) => {
      const price = line.priceDetail;
      return [line.guid, line.context ?? '', line.parentGuid ?? '', line.jobDetailType, isDeletedDetail(line) ? 'deleted' : '', price ? [price.cost ?? '', price.markup ?? '', price.price, price.quantity, price.nonTaxable].join(FIELD) : '-'].join(FIELD);
    })
    .sort()
    .join(LINE);
}
