import { randomUuid } from '../db/ids';
import { workOutJobTotals } from '../db/job-money';
import type { MockDb } from '../db/mock-store';
import type { Job } from '../db/types';
import { appliesSalesTax, jobLines } from './job-lines';
import { isLineUsed, lineUses } from './job-views';
import { releaseDetailStock, withQuantityReconciled } from './reconciliation-stock';

/** The fields "this and all future" carries to later occurrences when this save changed them. */
const carriedFields = [
  'name',
  'description',
  'jobTypeContext',
  'jobStatusContext',
  'serviceCustomerContext',
  'billingCustomerContext',
  'serviceAddressContext',
  'billingAddressContext',
  'discount',
  'paymentTermContext',
  'taxOverride',
  'salesTaxRate',
  'poNumber',
  'releaseNumber',
  'tagContexts',
  'internalNotes',
] as const satisfies readonly (keyof Job)[];

/** Copies of `from`'s lines for the job `to` (new contexts and guids; bundle children follow their bundle). */
export function copyLines(db: MockDb, from: string, to: string, firstOrder = 1): void {
  const lines = jobLines(db, from);
  const guids = new Map(lines.map((line) => [line.guid, randomUuid()]));
  lines.forEach((line, index) => {
    // A copy has used no stock yet: nothing of it is reconciled.
    db.jobDetails.insert({
      ...withQuantityReconciled(line, 0),
      priceDetail: { ...line.priceDetail },
      jobContext: to,
      context: randomUuid(),
      guid: guids.get(line.guid)!,
      parentGuid: line.parentGuid ? (guids.get(line.parentGuid) ?? null) : null,
      invoiceId: null,
      order: firstOrder + index,
    });
  });
}

/**
 * Gives each of `future` the fields that changed from `before` to `after`, and when the details
 * changed, copies of `after`'s details in place of their own (details used on a document stay,
 * first). Their totals are worked out again, their versions go up, and they count as unchanged.
 */
export function propagateToFuture(db: MockDb, before: Job, after: Job, linesChanged: boolean, future: readonly Job[]): void {
  const changed = carriedFields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  const now = new Date().toISOString();
  for (const job of future) {
    const next: Job = { ...job, changedInChain: false, dateModified: now, version: job.version + 1 };
    for (const field of changed) (next as unknown as Record<string, unknown>)[field] = structuredClone(after[field]);
    if (linesChanged) {
      const uses = lineUses(db, job.context);
      const kept = jobLines(db, job.context).filter((line) => isLineUsed(uses, line.guid));
      const dropped = jobLines(db, job.context).filter((line) => !kept.includes(line));
      releaseDetailStock(db, dropped.map((line) => line.context));
      for (const line of dropped) db.jobDetails.remove(line.context);
      kept.forEach((line, index) => db.jobDetails.put({ ...line, order: index + 1 }));
      copyLines(db, after.context, job.context, kept.length + 1);
    }
    next.totals = workOutJobTotals(next, jobLines(db, job.context), appliesSalesTax(db));
    db.jobs.put(next);
  }
}
