import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity from render to render and calls the latest `callback`: for the
 * handlers of memoized parts (a list's filter bar, its rows), so a new answer does not re-render them.
 * Call it from events and effects, not while rendering.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
