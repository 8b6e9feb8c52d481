import type { MockDb } from '../db/mock-store';
import type { MockReconciliation } from '../db/pricebook-types';
import type { JobDetail } from '../db/types';

/**
 * Undoing what jobs reconciled from stock: when a job or one of its details goes, or a detail no
 * longer takes stock of its item, its reconciliations are removed and their quantities return to the
 * levels they were taken from; when an item and its levels go, its reconciliations are only dropped.
 */

/** Sets a detail's reconciled quantity (a detail without one stores none). */
export function withQuantityReconciled(detail: JobDetail, quantity: number): JobDetail {
  const { quantityReconciled: _previous, ...rest } = detail;
  return quantity > 0 ? { ...rest, quantityReconciled: quantity } : rest;
}

/**
 * Removes `entries`; `restock` gives their quantities back to their levels. The details they were
 * reconciled to (those that still exist) lose those quantities from `quantityReconciled`.
 */
export function undoReconciliations(db: MockDb, entries: readonly MockReconciliation[], restock = true): void {
  const lowered = new Map<string, number>();
  for (const entry of entries) {
    const level = restock ? db.inventoryLevels.get(entry.levelContext) : undefined;
    if (level) db.inventoryLevels.put({ ...level, quantity: level.quantity + entry.quantity });
    db.reconciliations.remove(entry.context);
    lowered.set(entry.jobDetailContext, (lowered.get(entry.jobDetailContext) ?? 0) + entry.quantity);
  }
  for (const [context, quantity] of lowered) {
    const detail = db.jobDetails.get(context);
    if (detail) db.jobDetails.put(withQuantityReconciled(detail, (detail.quantityReconciled ?? 0) - quantity));
  }
}

/** Returns the stock of every reconciliation of the job (the job is being deleted). */
export function releaseJobStock(db: MockDb, jobContext: string): void {
  undoReconciliations(db, db.reconciliations.where('job', jobContext));
}

/** Returns the stock of the details' reconciliations (the details are being removed). */
export function releaseDetailStock(db: MockDb, detailContexts: Iterable<string>): void {
  const entries: MockReconciliation[] = [];
  for (const context of detailContexts) entries.push(...db.reconciliations.where('detail', context));
  undoReconciliations(db, entries);
}

/**
 * Returns the stock of saved lines that no longer take it from their levels: a line that is no
 * longer an Item line, or is priced from another pricebook item than the level's.
 */
export function releaseStaleStock(db: MockDb, lines: readonly JobDetail[]): void {
  const stale = lines.flatMap((line) =>
    db.reconciliations.where('detail', line.context).filter((entry) => {
      const level = db.inventoryLevels.get(entry.levelContext);
      return line.jobDetailType !== 'Item' || !level || level.itemContext !== line.pricebookItemContext;
    }),
  );
  if (stale.length > 0) undoReconciliations(db, stale);
}
