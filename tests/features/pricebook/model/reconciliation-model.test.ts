import { describe, expect, it } from 'vitest';
import {
  anyExceeds,
  canDecrease,
  canIncrease,
  canLeaveDetail,
  detailExceeds,
  detailTotal,
  findDetail,
  levelAllowed,
  levelExceeds,
  reconcileRequestFrom,
  reconciliationChanged,
  reconciliationStateFrom,
  rowExceeds,
  setReconciledQuantity,
  totalExceeds,
  type ReconciliationState,
} from '@/features/pricebook/model/reconciliation-model';
import type { ReconciliationGroup } from '@/lib/schemas/reconciliation-schemas';

/**
 * Spec 3 §4 "Inventory reconciliation", §5: a level gives the job at most what is on hand plus what
 * the job already took there; a detail's levels give at most its quantity; only quantities above 0 are sent.
 */
const truck = { context: 'level-truck', resource: { context: 'truck', name: 'Truck 1' } };
const warehouse = { context: 'level-warehouse', resource: { context: 'warehouse', name: 'Main Warehouse' } };
const taken = (level: string, quantityReconciled: number) => ({ pricebookItemInventoryLevelIdentifier: { context: level }, quantityReconciled });

/** Two details of one part: five used (3 already taken from the truck), one used (nothing taken); 2 left on the truck, 4 in the warehouse. */
const groups: ReconciliationGroup[] = [
  {
    jobDetailIdentifier: { context: 'five' },
    jobDetailName: 'Capacitor',
    jobDetailQuantity: 5,
    inventoryLevels: [
      { ...truck, quantity: 2 },
      { ...warehouse, quantity: 4 },
    ],
    reconciliations: [taken('level-truck', 3)],
  },
  {
    jobDetailIdentifier: { context: 'one' },
    jobDetailName: 'Capacitor',
    jobDetailQuantity: 1,
    inventoryLevels: [
      { ...truck, quantity: 2 },
      { ...warehouse, quantity: 4 },
    ],
    reconciliations: [],
  },
];

const detail = (state: ReconciliationState, context: string) => findDetail(state, context)!;
const level = (state: ReconciliationState, context: string, levelContext: string) => detail(state, context).levels.find((row) => row.context === levelContext)!;

describe('the reconciliation state', () => {
  it("starts each detail at what it reconciled, with the levels' names and stock", () => {
    const state = reconciliationStateFrom(groups);
    expect(state.details.map((row) => ({ context: row.context, quantity: row.quantity, total: detailTotal(row) }))).toEqual([
      { context: 'five', quantity: 5, total: 3 },
      { context: 'one', quantity: 1, total: 0 },
    ]);
    expect(level(state, 'five', 'level-truck')).toEqual({ context: 'level-truck', resourceName: 'Truck 1', onHand: 2, reconciledBefore: 3, quantity: 3 });
    expect(reconciliationChanged(state)).toBe(false);
    expect(anyExceeds(state)).toBe(false);
  });

  it('allows a level what is on hand plus what the job took there, less what its other details take now', () => {
    let state = reconciliationStateFrom(groups);
    expect(levelAllowed(state, 'five', 'level-truck')).toBe(5);
    expect(levelAllowed(state, 'one', 'level-truck')).toBe(2);
    expect(levelAllowed(state, 'one', 'level-warehouse')).toBe(4);
    state = setReconciledQuantity(state, 'one', 'level-truck', 1);
    expect(levelAllowed(state, 'five', 'level-truck')).toBe(4);
    // The 3 this job holds on the truck may move between its details.
    state = setReconciledQuantity(state, 'five', 'level-truck', 0);
    expect(levelAllowed(state, 'one', 'level-truck')).toBe(5);
  });

  it('recomputes the total on every change and marks a level over its allowance', () => {
    let state = reconciliationStateFrom(groups);
    state = setReconciledQuantity(state, 'five', 'level-truck', 5);
    expect(detailTotal(detail(state, 'five'))).toBe(5);
    expect(levelExceeds(state, 'five', level(state, 'five', 'level-truck'))).toBe(false);
    state = setReconciledQuantity(state, 'one', 'level-truck', 1);
    // Six wanted from a truck that can give the job five: both rows that take from it are over.
    expect(levelExceeds(state, 'one', level(state, 'one', 'level-truck'))).toBe(true);
    expect(levelExceeds(state, 'five', level(state, 'five', 'level-truck'))).toBe(true);
    expect(totalExceeds(detail(state, 'one'))).toBe(false);
    expect(anyExceeds(state)).toBe(true);
  });

  it("marks a total over the detail's quantity on the rows that add to it", () => {
    let state = reconciliationStateFrom(groups);
    state = setReconciledQuantity(state, 'five', 'level-warehouse', 3);
    const five = detail(state, 'five');
    expect(detailTotal(five)).toBe(6);
    expect(totalExceeds(five)).toBe(true);
    expect(levelExceeds(state, 'five', level(state, 'five', 'level-warehouse'))).toBe(false);
    expect(five.levels.map((row) => rowExceeds(state, five, row))).toEqual([true, true]);
    expect(detailExceeds(state, five)).toBe(true);
    state = setReconciledQuantity(state, 'five', 'level-truck', 0);
    expect(five.levels.map((row) => rowExceeds(state, detail(state, 'five'), level(state, 'five', row.context)))).toEqual([false, false]);
  });

  it('blocks leaving the selected detail while it exceeds', () => {
    let state = reconciliationStateFrom(groups);
    expect(canLeaveDetail(state, 'five')).toBe(true);
    state = setReconciledQuantity(state, 'five', 'level-warehouse', 4);
    expect(canLeaveDetail(state, 'five')).toBe(false);
    expect(canLeaveDetail(state, 'one')).toBe(true);
    state = setReconciledQuantity(state, 'five', 'level-warehouse', 2);
    expect(canLeaveDetail(state, 'five')).toBe(true);
  });

  it('steps down to 0 and up to the allowance or the detail quantity; takes no negative or fractional quantity', () => {
    let state = reconciliationStateFrom(groups);
    const one = () => detail(state, 'one');
    expect(canDecrease(level(state, 'one', 'level-truck'))).toBe(false);
    expect(canIncrease(state, one(), level(state, 'one', 'level-truck'))).toBe(true);
    state = setReconciledQuantity(state, 'one', 'level-truck', 1);
    expect(canDecrease(level(state, 'one', 'level-truck'))).toBe(true);
    // The detail has all it needs: neither level goes up.
    expect(canIncrease(state, one(), level(state, 'one', 'level-truck'))).toBe(false);
    expect(canIncrease(state, one(), level(state, 'one', 'level-warehouse'))).toBe(false);
    // The truck is at its allowance for "five" (5 less the 1 "one" takes).
    state = setReconciledQuantity(state, 'five', 'level-truck', 4);
    expect(canIncrease(state, detail(state, 'five'), level(state, 'five', 'level-truck'))).toBe(false);
    expect(canIncrease(state, detail(state, 'five'), level(state, 'five', 'level-warehouse'))).toBe(true);
    expect(setReconciledQuantity(state, 'five', 'level-truck', -1)).toBe(state);
    expect(setReconciledQuantity(state, 'five', 'level-truck', 1.5)).toBe(state);
  });

  it('sends only the quantities above 0 (a pair left out goes back to 0)', () => {
    let state = reconciliationStateFrom(groups);
    state = setReconciledQuantity(state, 'five', 'level-truck', 0);
    state = setReconciledQuantity(state, 'five', 'level-warehouse', 2);
    state = setReconciledQuantity(state, 'one', 'level-truck', 1);
    expect(reconciliationChanged(state)).toBe(true);
    expect(reconcileRequestFrom('job-1', state)).toEqual({
      jobIdentifier: { context: 'job-1' },
      reconciliations: [
        { jobDetailIdentifier: { context: 'five' }, pricebookItemInventoryLevelIdentifier: { context: 'level-warehouse' }, quantityReconciled: 2 },
        { jobDetailIdentifier: { context: 'one' }, pricebookItemInventoryLevelIdentifier: { context: 'level-truck' }, quantityReconciled: 1 },
      ],
    });
    state = setReconciledQuantity(reconciliationStateFrom(groups), 'five', 'level-truck', 0);
    expect(reconcileRequestFrom('job-1', state).reconciliations).toEqual([]);
  });

  it('has nothing to reconcile without groups', () => {
    const state = reconciliationStateFrom([]);
    expect({ details: state.details, exceeds: anyExceeds(state), changed: reconciliationChanged(state) }).toEqual({ details: [], exceeds: false, changed: false });
    expect(reconcileRequestFrom('job-1', state).reconciliations).toEqual([]);
  });
});
