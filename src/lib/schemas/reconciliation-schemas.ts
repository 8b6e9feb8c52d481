import { z } from 'zod';
import { inventoryLevelSchema } from './pricebook-schemas';

/**
 * Inventory reconciliation of a job (spec 3 §2 Inventory Reconciliation dialog, §3 Reconciliation
 * group and Reconcile request, §4, §5). A job's Item details priced from a pricebook item that is
 * stocked somewhere take their quantities from the item's inventory levels.
 */

export const reconciliationMessages = {
  /** Spec 3 §8: the tooltip on a row and the banner of the dialog. */
  exceedsTooltip: 'Reconciled Quantity exceeds allowed amount',
  exceedsBanner: 'Reconciled quantity exceeds allowed amount.',
  /** Spec 3 §2: no detail has quantities to reconcile. */
  nothingToReconcile: 'None of the Job Details on this job have quantities to reconcile in the Pricebook.',
  /** Spec 3 §8 success toast. */
  reconciled: 'Inventory Reconciled',
  quantityInvalid: 'A reconciled quantity must be a whole number of 0 or more.',
  unknownDetail: 'A job detail was not found on this job or has nothing to reconcile.',
  unknownLevel: "A stock level was not found for the job detail's pricebook item.",
  jobContextRequired: 'A job context is required.',
} as const;

const identifierSchema = z.object({ context: z.string().min(1) });

/** One job detail's group (`JobDetailReconciliation/GetReconciliationGroup?jobContext=`). */
export const reconciliationGroupSchema = z.object({
  jobDetailIdentifier: z.object({ context: z.string() }),
  jobDetailName: z.string(),
  jobDetailQuantity: z.number(),
  /** The item's stock levels; `quantity` is what is on hand there now (this job's reconciled quantities already taken). */
  inventoryLevels: z.array(inventoryLevelSchema.pick({ context: true, quantity: true, resource: true })),
  /** What this job has reconciled so far, per level. */
  reconciliations: z.array(z.object({ pricebookItemInventoryLevelIdentifier: z.object({ context: z.string() }), quantityReconciled: z.number() })),
});
export type ReconciliationGroup = z.infer<typeof reconciliationGroupSchema>;
export const reconciliationGroupListSchema = z.array(reconciliationGroupSchema);

/**
 * `POST JobDetailReconciliation/Reconcile`: the job's reconciliations as they should now be. Only
 * quantities above 0 are sent; a (detail, level) pair not sent goes back to 0 and returns its stock.
 * Each quantity is at most the level's stock plus what this job already took there; a detail's sum
 * is at most its quantity (400 with the banner's words).
 */
export const reconcileRequestSchema = z.object({
  jobIdentifier: identifierSchema,
  reconciliations: z.array(
    z.object({
      jobDetailIdentifier: identifierSchema,
      pricebookItemInventoryLevelIdentifier: identifierSchema,
      quantityReconciled: z.number({ error: reconciliationMessages.quantityInvalid }).int(reconciliationMessages.quantityInvalid).min(0, reconciliationMessages.quantityInvalid),
    }),
  ),
});
export type ReconcileRequest = z.infer<typeof reconcileRequestSchema>;
