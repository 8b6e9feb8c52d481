import { useCallback, useRef } from 'react';

const PROPERTY = '--fl-action-bar-height';

/**
 * An editor's sticky action bar (Save, Cancel ...) covers the bottom of the window: while it is shown
 * its height is the page's `--fl-action-bar-height`, which the theme adds to the page's
 * `scroll-padding-bottom`, so a field reached with Tab scrolls into view above the bar, not under it.
 * Put the ref on the bar.
 */
export function useActionBarScrollPadding<T extends HTMLElement>(): (element: T | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((bar: T | null) => {
    const root = document.documentElement;
    observer.current?.disconnect();
    observer.current = null;
    if (!bar) {
      root.style.removeProperty(PROPERTY);
      return;
    }
    const update = () => root.style.setProperty(PROPERTY, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    update();
    if (typeof ResizeObserver === 'function') {
      observer.current = new ResizeObserver(update);
      observer.current.observe(bar);
    }
  }, []);
}
