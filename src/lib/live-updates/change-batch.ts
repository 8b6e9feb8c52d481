/** After a change is applied, further changes within this many milliseconds are applied together at its end. */
export const BATCH_MS = 100;

/**
 * Hands items (entity tags) to `flush` in batches: the first change after a quiet spell at once (a
 * change made in another tab shows without waiting), then whatever arrives in the next `wait` ms
 * together at its end, and so on while changes keep coming. A burst of changes (a bulk change, a
 * stream's catch-up) refreshes each list at most twice, not once per change.
 */
export function createBatcher<T>(flush: (items: T[]) => void, wait = BATCH_MS, schedule: (run: () => void, ms: number) => unknown = setTimeout) {
  let open = false;
  let pending = new Set<T>();
  const hand = (items: Set<T>) => {
    if (items.size === 0) return false;
    flush([...items]);
    schedule(closeWindow, wait);
    return true;
  };
  function closeWindow() {
    const batch = pending;
    pending = new Set();
    open = hand(batch);
  }
  return {
    add(items: Iterable<T>): void {
      if (open) {
        for (const item of items) pending.add(item);
        return;
      }
      open = hand(new Set(items));
    },
  };
}
