/*
 * This tab's successful mutations, for the live updates (kept apart from the rest: the query client,
 * which every route loads, imports only this).
 */

/** A successful mutation of this tab: its entities and its answer (the saved record's context and version, when it has them). */
export interface LocalChange {
  tags: readonly string[];
  data: unknown;
}

/** Changes kept at most while nobody listens. */
export const UNHEARD_LIMIT = 50;

const localListeners = new Set<(change: LocalChange) => void>();
/**
 * Changes made while nobody listened: the live updates start a moment after the first screen (their
 * code loads then), and a change saved before that is told to the other tabs once they start.
 */
const unheard: LocalChange[] = [];

/** Called by the query client for every successful mutation: the live updates tell the other tabs. */
export function announceLocalChange(change: LocalChange): void {
  if (localListeners.size === 0) {
    unheard.push(change);
    if (unheard.length > UNHEARD_LIMIT) unheard.shift();
    return;
  }
  localListeners.forEach((listener) => listener(change));
}

/** Listens to this tab's changes; the first listener first hears those made while nobody listened. */
export function onLocalChange(listener: (change: LocalChange) => void): () => void {
  localListeners.add(listener);
  unheard.splice(0).forEach((change) => listener(change));
  return () => void localListeners.delete(listener);
}

/** Forgets the changes nobody heard (tests: each starts with none). */
export function forgetUnheardChanges(): void {
  unheard.length = 0;
}
