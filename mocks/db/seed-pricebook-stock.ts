import { seededUuid } from './ids';
import type { MockInventoryLevel, MockReconciliation } from './pricebook-types';
import { createSeedRandom } from './seed-helpers';
import { picklistContext } from './seed-picklists';
import { truckStockCategories } from './seed-pricebook-catalog';
import { pricebookCategoryContext } from './seed-pricebook';
import type { Job, JobDetail, PricebookItem } from './types';

/**
 * Where the demo company keeps stock (two service trucks and the warehouse; their records are in
 * seed-resources.ts), how much of each part is on hand there, and what a few completed jobs already
 * reconciled from it (taken off the levels).
 */

export const resourceContexts = {
  truck1: seededUuid('resource:truck-1'),
  truck2: seededUuid('resource:truck-2'),
  warehouse: seededUuid('resource:main-warehouse'),
} as const;

export type ResourceKey = keyof typeof resourceContexts;

/**
 * Stock of the Item-type items: truck parts in the warehouse and mostly on the trucks too,
 * equipment now and then in the warehouse. Some parts run at or below their reorder quantity.
 */
export function seedInventoryLevels(now: Date, items: readonly PricebookItem[]): MockInventoryLevel[] {
  const stamp = now.toISOString();
  const random = createSeedRandom('pricebook-stock');
  const truckCategories = new Set(truckStockCategories.map(pricebookCategoryContext));
  const levels: MockInventoryLevel[] = [];
  const add = (item: PricebookItem, key: ResourceKey, quantity: number): void => {
    levels.push({ context: seededUuid(`inventory-level:${item.context}:${key}`), itemContext: item.context, resourceContext: resourceContexts[key], quantity, dateCreated: stamp });
  };
  for (const item of items) {
    if (item.itemType !== 'Item') continue;
    if (!truckCategories.has(item.categoryContext ?? '')) {
      if (random.chance(0.45)) add(item, 'warehouse', random.int(1, 4));
      continue;
    }
    if (random.chance(0.15)) {
      add(item, 'warehouse', random.int(1, 3));
      continue;
    }
    add(item, 'warehouse', random.int(6, 40));
    if (random.chance(0.75)) add(item, 'truck1', random.int(1, 8));
    if (random.chance(0.6)) add(item, 'truck2', random.int(1, 6));
  }
  return levels;
}

/** Completed jobs whose Item details are reconciled in the seed. */
const RECONCILED_JOBS = 4;

/**
 * Reconciles the Item details of the first few completed jobs that have stock to reconcile: each
 * takes what it used from a truck when one holds the part, else from the warehouse. The levels'
 * quantities go down by what was taken; the details get `quantityReconciled`.
 */
export function seedReconciliations(jobs: readonly Job[], details: readonly JobDetail[], levels: MockInventoryLevel[]): { reconciliations: MockReconciliation[]; jobDetails: JobDetail[] } {
  const complete = picklistContext('JobStatus', 'Complete');
  const levelsOf = new Map<string, MockInventoryLevel[]>();
  for (const level of levels) levelsOf.set(level.itemContext, [...(levelsOf.get(level.itemContext) ?? []), level]);
  const detailsOf = new Map<string, JobDetail[]>();
  for (const detail of details) detailsOf.set(detail.jobContext, [...(detailsOf.get(detail.jobContext) ?? []), detail]);
  const preference: string[] = [resourceContexts.truck1, resourceContexts.truck2, resourceContexts.warehouse];
  const reconciled = new Map<string, number>();
  const reconciliations: MockReconciliation[] = [];
  let jobCount = 0;
  for (const job of jobs) {
    if (jobCount >= RECONCILED_JOBS) break;
    if (job.jobStatusContext !== complete) continue;
    const stocked = (detailsOf.get(job.context) ?? []).filter((detail) => detail.jobDetailType === 'Item' && levelsOf.has(detail.pricebookItemContext ?? ''));
    if (stocked.length === 0) continue;
    jobCount += 1;
    for (const detail of stocked) {
      const candidates = [...levelsOf.get(detail.pricebookItemContext!)!].sort((a, b) => preference.indexOf(a.resourceContext) - preference.indexOf(b.resourceContext));
      const level = candidates.find((candidate) => candidate.quantity > 0);
      const quantity = level ? Math.min(Math.floor(detail.priceDetail.quantity), level.quantity) : 0;
      if (!level || quantity <= 0) continue;
      level.quantity -= quantity;
      reconciled.set(detail.context, quantity);
      reconciliations.push({ context: seededUuid(`reconciliation:${detail.context}:${level.context}`), jobContext: job.context, jobDetailContext: detail.context, levelContext: level.context, quantity });
    }
  }
  const jobDetails = details.map((detail) => (reconciled.has(detail.context) ? { ...detail, quantityReconciled: reconciled.get(detail.context)! } : detail));
  return { reconciliations, jobDetails };
}
