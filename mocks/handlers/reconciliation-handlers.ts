import { endpoints } from '../../src/config/endpoints';
import { jobPermissions } from '../../src/lib/permission-codes';
import { jobMessages } from '../../src/lib/schemas/job-schemas';
import { reconcileRequestSchema, reconciliationMessages, type ReconciliationGroup } from '../../src/lib/schemas/reconciliation-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import type { MockReconciliation } from '../db/pricebook-types';
import { getDb } from '../db/store';
import type { JobDetail } from '../db/types';
import { notFound, ok, validationError } from './handler-utils';
import { jobLines } from './job-lines';
import { inventoryLevelsOf } from './pricebook-views';
import { withQuantityReconciled } from './reconciliation-stock';
import { issueMessages, route } from './route';

/**
 * Inventory reconciliation of a job (spec 3 §2, §4, §5): its Item details priced from a stocked
 * pricebook item take what was used from the item's levels. A level's quantity is what is on hand
 * now: what the job reconciled is already taken off it.
 */

export const JOB_DETAIL_CONTEXT_REQUIRED_TEXT = 'A job detail context is required.';
export const JOB_DETAIL_NOT_FOUND_TEXT = 'Job detail not found';

/** The job's details that have quantities to reconcile: saved Item details whose pricebook item is stocked somewhere. */
function reconcilableDetails(db: MockDb, jobContext: string): JobDetail[] {
  return jobLines(db, jobContext).filter((line) => line.jobDetailType === 'Item' && db.inventoryLevels.count('item', line.pricebookItemContext) > 0);
}

const pairKey = (detailContext: string, levelContext: string): string => `${detailContext}|${levelContext}`;

const getReconciliationGroup = route('get', endpoints.jobDetailReconciliation.getReconciliationGroup, { allow: jobPermissions.read }, ({ query }) => {
  const jobContext = query.get('jobContext')?.trim() ?? '';
  if (!jobContext) return validationError([reconciliationMessages.jobContextRequired]);
  const db = getDb();
  if (!db.jobs.has(jobContext)) return notFound(jobMessages.notFound);
  const groups: ReconciliationGroup[] = reconcilableDetails(db, jobContext).map((detail) => ({
    jobDetailIdentifier: { context: detail.context },
    jobDetailName: detail.name,
    jobDetailQuantity: detail.priceDetail.quantity,
    inventoryLevels: inventoryLevelsOf(db, detail.pricebookItemContext!).map(({ context, quantity, resource }) => ({ context, quantity, resource })),
    reconciliations: db.reconciliations
      .where('detail', detail.context)
      .filter((entry) => entry.quantity > 0)
      .map((entry) => ({ pricebookItemInventoryLevelIdentifier: { context: entry.levelContext }, quantityReconciled: entry.quantity })),
  }));
  return groups;
});

const getQuantityReconciled = route('get', endpoints.jobDetailReconciliation.getQuantityReconciled, { allow: jobPermissions.read }, ({ query }) => {
  const context = query.get('jobDetailContext')?.trim() ?? '';
  if (!context) return validationError([JOB_DETAIL_CONTEXT_REQUIRED_TEXT]);
  const db = getDb();
  if (!db.jobDetails.has(context)) return notFound(JOB_DETAIL_NOT_FOUND_TEXT);
  return db.reconciliations.where('detail', context).reduce((sum, entry) => sum + entry.quantity, 0);
});

/**
 * The job's reconciliations become what is sent (a pair not sent goes back to 0). Each level gives
 * at most its stock plus what this job already took from it; each detail takes at most its
 * quantity. Then the levels change by what the job took before less what it takes now.
 */
const reconcile = route('post', endpoints.jobDetailReconciliation.reconcile, { allow: jobPermissions.update, body: reconcileRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const jobContext = body.jobIdentifier.context;
  if (!db.jobs.has(jobContext)) return notFound(jobMessages.notFound);
  const details = new Map(reconcilableDetails(db, jobContext).map((detail) => [detail.context, detail]));
  const wanted = new Map<string, { detail: JobDetail; levelContext: string; quantity: number }>();
  for (const entry of body.reconciliations) {
    const detail = details.get(entry.jobDetailIdentifier.context);
    if (!detail) return validationError([reconciliationMessages.unknownDetail]);
    const levelContext = entry.pricebookItemInventoryLevelIdentifier.context;
    if (db.inventoryLevels.get(levelContext)?.itemContext !== detail.pricebookItemContext) return validationError([reconciliationMessages.unknownLevel]);
    const key = pairKey(detail.context, levelContext);
    wanted.set(key, { detail, levelContext, quantity: (wanted.get(key)?.quantity ?? 0) + entry.quantityReconciled });
  }

  const before = db.reconciliations.where('job', jobContext);
  const levelChange = new Map<string, number>();
  const detailTotals = new Map<string, number>();
  for (const entry of before) levelChange.set(entry.levelContext, (levelChange.get(entry.levelContext) ?? 0) + entry.quantity);
  for (const { detail, levelContext, quantity } of wanted.values()) {
    levelChange.set(levelContext, (levelChange.get(levelContext) ?? 0) - quantity);
    detailTotals.set(detail.context, (detailTotals.get(detail.context) ?? 0) + quantity);
  }
  const levelShort = [...levelChange].some(([levelContext, change]) => (db.inventoryLevels.get(levelContext)?.quantity ?? 0) + change < 0);
  const detailOver = [...detailTotals].some(([detailContext, total]) => total > details.get(detailContext)!.priceDetail.quantity);
  if (levelShort || detailOver) return validationError([reconciliationMessages.exceedsBanner]);

  for (const [levelContext, change] of levelChange) {
    const level = db.inventoryLevels.get(levelContext);
    if (level && change !== 0) db.inventoryLevels.put({ ...level, quantity: level.quantity + change });
  }
  const kept = new Map(before.map((entry) => [pairKey(entry.jobDetailContext, entry.levelContext), entry]));
  for (const [key, entry] of kept) if (!wanted.has(key) || wanted.get(key)!.quantity === 0) db.reconciliations.remove(entry.context);
  for (const [key, { detail, levelContext, quantity }] of wanted) {
    if (quantity === 0) continue;
    const entry: MockReconciliation = { context: kept.get(key)?.context ?? randomUuid(), jobContext, jobDetailContext: detail.context, levelContext, quantity };
    db.reconciliations.put(entry);
  }
  const touched = new Set([...before.map((entry) => entry.jobDetailContext), ...detailTotals.keys()]);
  for (const context of touched) {
    const detail = db.jobDetails.get(context);
    const total = detailTotals.get(context) ?? 0;
    if (detail && (detail.quantityReconciled ?? 0) !== total) db.jobDetails.put(withQuantityReconciled(detail, total));
  }
  return ok();
});

export const reconciliationHandlers = [getReconciliationGroup, getQuantityReconciled, reconcile];
