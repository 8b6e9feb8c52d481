/** Changes that arrive within this many milliseconds of the first are applied together. */
export const BATCH_MS = 100;

/**
 * Collects items (entity tags) and hands them to `flush` once, `wait` ms after the first of a batch:
 * a burst of changes (a bulk change, a stream's catch-up) refreshes each list once, not once per change.
 */
export function createBatcher<T>(flush: (items: T[]) => void, wait = BATCH_MS, schedule: (run: () => void, ms: number) => unknown = setTimeout) {
  let pending: Set<T> | null = null;
  return {
    add(items: Iterable<T>): void {
      if (!pending) {
        pending = new Set();
        schedule(() => {
          const batch = pending ? [...pending] : [];
          pending = null;
          if (batch.length > 0) flush(batch);
        }, wait);
      }
      for (const item of items) pending.add(item);
    },
  };
}
