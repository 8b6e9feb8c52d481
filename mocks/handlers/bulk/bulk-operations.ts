import type { BulkAction, BulkChange, BulkEntity } from '../../../src/lib/schemas/bulk-schemas';

/** The server keeps an applied change this long for Undo (the screen offers it for 10 s). */
export const BULK_UNDO_WINDOW_MS = 15_000;

/** A changed record as it was before (and what its rule snapshot), its version right after, and the change. */
export interface KeptRecord {
  before: unknown;
  snapshot: unknown;
  versionAfter: number;
  change: BulkChange;
}

export interface BulkOperation {
  id: string;
  userId: string;
  entity: BulkEntity;
  action: BulkAction;
  /** The change said once ("Status → Cancelled"). */
  summary: string;
  records: KeptRecord[];
  undoUntil: number;
}

const operations = new Map<string, BulkOperation>();

/** Keeps an applied operation for Undo; drops the ones whose time is up. */
export function keepOperation(operation: BulkOperation, now = Date.now()): void {
  for (const [id, kept] of operations) if (kept.undoUntil < now) operations.delete(id);
  operations.set(operation.id, operation);
}

/** The user's operation while Undo is still accepted; taken out, so it is undone once. */
export function takeOperation(id: string, userId: string, now = Date.now()): BulkOperation | undefined {
  const operation = operations.get(id);
  if (!operation || operation.userId !== userId) return undefined;
  operations.delete(id);
  return operation.undoUntil >= now ? operation : undefined;
}

/** The entity of the user's kept operation (to find its rules before taking it). */
export function operationEntity(id: string, userId: string): BulkEntity | undefined {
  const operation = operations.get(id);
  return operation && operation.userId === userId ? operation.entity : undefined;
}

/** Forgets every kept operation (tests, demo reset). */
export function clearOperations(): void {
  operations.clear();
}
