import type { ReconcileRequest, ReconciliationGroup } from '@/lib/schemas/reconciliation-schemas';

/**
 * The Inventory Reconciliation dialog's state (spec 3 §2, §4, §5): per job detail, what it takes from
 * each of its pricebook item's stock levels. A level gives the whole job at most what is on hand there
 * now plus what the job had already reconciled there (the server took that off the level); a
 * detail's levels give together at most the detail's quantity. Only quantities above 0 are sent: a
 * pair not sent goes back to 0 on the server.
 */

export interface ReconciliationLevel {
  /** The stock level's context. */
  context: string;
  resourceName: string;
  /** On hand there now (this job's reconciled quantities already taken off). */
  onHand: number;
  /** What this detail had reconciled there when the dialog opened. */
  reconciledBefore: number;
  /** What this detail takes from there (as typed). */
  quantity: number;
}

export interface ReconciliationDetail {
  /** The job detail's context. */
  context: string;
  name: string;
  /** The job detail's quantity: the most its levels give together. */
  quantity: number;
  levels: ReconciliationLevel[];
}

export interface ReconciliationState {
  details: ReconciliationDetail[];
  /** Per level: on hand now plus what the whole job had reconciled there (the most the job's details take from it together). */
  capacity: ReadonlyMap<string, number>;
}

/** The state of the groups the server answered, each detail at what it has reconciled. */
export function reconciliationStateFrom(groups: readonly ReconciliationGroup[]): ReconciliationState {
  const onHand = new Map<string, number>();
  const reconciledByJob = new Map<string, number>();
  const details = groups.map((group): ReconciliationDetail => {
    const before = new Map<string, number>();
    for (const entry of group.reconciliations) {
      const level = entry.pricebookItemInventoryLevelIdentifier.context;
      before.set(level, (before.get(level) ?? 0) + entry.quantityReconciled);
      reconciledByJob.set(level, (reconciledByJob.get(level) ?? 0) + entry.quantityReconciled);
    }
    return {
      context: group.jobDetailIdentifier.context,
      name: group.jobDetailName,
      quantity: group.jobDetailQuantity,
      levels: group.inventoryLevels.map((level) => {
        onHand.set(level.context, level.quantity);
        const reconciledBefore = before.get(level.context) ?? 0;
        return { context: level.context, resourceName: level.resource.name, onHand: level.quantity, reconciledBefore, quantity: reconciledBefore };
      }),
    };
  });
  const capacity = new Map<string, number>();
  for (const [level, quantity] of onHand) capacity.set(level, Math.max(0, quantity) + (reconciledByJob.get(level) ?? 0));
  return { details, capacity };
}

export function findDetail(state: ReconciliationState, detailContext: string): ReconciliationDetail | undefined {
  return state.details.find((detail) => detail.context === detailContext);
}

/** The state with `quantity` taken by the detail from the level (a negative or fractional quantity is not taken). */
export function setReconciledQuantity(state: ReconciliationState, detailContext: string, levelContext: string, quantity: number): ReconciliationState {
  if (!Number.isSafeInteger(quantity) || quantity < 0) return state;
  return {
    ...state,
    details: state.details.map((detail) =>
      detail.context !== detailContext ? detail : { ...detail, levels: detail.levels.map((level) => (level.context === levelContext ? { ...level, quantity } : level)) },
    ),
  };
}

/** What the detail takes from all its levels together (the "{total} / {quantity}" of the dialog). */
export function detailTotal(detail: ReconciliationDetail): number {
  return detail.levels.reduce((sum, level) => sum + level.quantity, 0);
}

/** What the job's other details take from the level. */
function takenByOthers(state: ReconciliationState, detailContext: string, levelContext: string): number {
  let taken = 0;
  for (const detail of state.details) {
    if (detail.context === detailContext) continue;
    for (const level of detail.levels) if (level.context === levelContext) taken += level.quantity;
  }
  return taken;
}

/**
 * The most the detail may take from the level: what is on hand there plus what this job had
 * reconciled there, less what the job's other details take from it now.
 */
export function levelAllowed(state: ReconciliationState, detailContext: string, levelContext: string): number {
  return Math.max(0, (state.capacity.get(levelContext) ?? 0) - takenByOthers(state, detailContext, levelContext));
}

/** The detail takes more from the level than it may. */
export function levelExceeds(state: ReconciliationState, detailContext: string, level: ReconciliationLevel): boolean {
  return level.quantity > levelAllowed(state, detailContext, level.context);
}

/** The detail's levels give together more than its quantity. */
export function totalExceeds(detail: ReconciliationDetail): boolean {
  return detailTotal(detail) > detail.quantity;
}

/** A row to mark (the tooltip): its level gives more than allowed, or it adds to a total over the detail's quantity. */
export function rowExceeds(state: ReconciliationState, detail: ReconciliationDetail, level: ReconciliationLevel): boolean {
  return levelExceeds(state, detail.context, level) || (level.quantity > 0 && totalExceeds(detail));
}

export function detailExceeds(state: ReconciliationState, detail: ReconciliationDetail): boolean {
  return totalExceeds(detail) || detail.levels.some((level) => levelExceeds(state, detail.context, level));
}

/** Anything over its limit: the banner shows and Save is disabled. */
export function anyExceeds(state: ReconciliationState): boolean {
  return state.details.some((detail) => detailExceeds(state, detail));
}

/** Spec 3 §4: another detail may be selected only while the selected one is within its limits. */
export function canLeaveDetail(state: ReconciliationState, detailContext: string): boolean {
  const detail = findDetail(state, detailContext);
  return !detail || !detailExceeds(state, detail);
}

/** Minus: not below 0. */
export function canDecrease(level: ReconciliationLevel): boolean {
  return level.quantity > 0;
}

/** Plus: not past what the level allows the detail, nor past the detail's quantity. */
export function canIncrease(state: ReconciliationState, detail: ReconciliationDetail, level: ReconciliationLevel): boolean {
  return level.quantity < levelAllowed(state, detail.context, level.context) && detailTotal(detail) < detail.quantity;
}

/** Something differs from what was reconciled when the dialog opened (closing asks first). */
export function reconciliationChanged(state: ReconciliationState): boolean {
  return state.details.some((detail) => detail.levels.some((level) => level.quantity !== level.reconciledBefore));
}

/** `POST JobDetailReconciliation/Reconcile`: every pair above 0 (a pair left out goes back to 0). */
export function reconcileRequestFrom(jobContext: string, state: ReconciliationState): ReconcileRequest {
  return {
    jobIdentifier: { context: jobContext },
    reconciliations: state.details.flatMap((detail) =>
      detail.levels
        .filter((level) => level.quantity > 0)
        .map((level) => ({ jobDetailIdentifier: { context: detail.context }, pricebookItemInventoryLevelIdentifier: { context: level.context }, quantityReconciled: level.quantity })),
    ),
  };
}
