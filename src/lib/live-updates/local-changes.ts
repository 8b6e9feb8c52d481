/*
 * This tab's successful mutations, for the live updates (kept apart from the rest: the query client,
 * which every route loads, imports only this).
 */

/** A successful mutation of this tab: its entities and its answer (the saved record's context and version, when it has them). */
export interface LocalChange {
  tags: readonly string[];
  data: unknown;
}

const localListeners = new Set<(change: LocalChange) => void>();

/** Called by the query client for every successful mutation: the live updates tell the other tabs. */
export function announceLocalChange(change: LocalChange): void {
  localListeners.forEach((listener) => listener(change));
}

export function onLocalChange(listener: (change: LocalChange) => void): () => void {
  localListeners.add(listener);
  return () => void localListeners.delete(listener);
}
