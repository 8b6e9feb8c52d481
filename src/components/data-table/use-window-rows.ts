import { useLayoutEffect, useState, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** Up to this many rows a list renders them all; past it only the rows near the window's view. */
export const VIRTUAL_ROWS_AFTER = 100;

export interface WindowRows {
  /** True when only some rows are rendered. */
  virtual: boolean;
  /** The rows to render now, by index. */
  indexes: number[];
  /** Space standing for the rows before and after the rendered ones, in pixels. */
  before: number;
  after: number;
  /** Ref callback measuring a rendered row (it needs `data-index`). */
  measure: ((element: Element | null) => void) | undefined;
}

/**
 * The rows of a long page rendered against the window's scroll position (the page scrolls, not a
 * box inside it): a page of up to 100 rows renders every row. `anchorRef` is the element the rows
 * start in (a table body, a card list): where the list sits on the page.
 */
export function useWindowRows(anchorRef: RefObject<HTMLElement | null>, count: number, estimateSize: number, gap = 0): WindowRows {
  const virtual = count > VIRTUAL_ROWS_AFTER;
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (!virtual || !anchorRef.current) return;
    setScrollMargin(anchorRef.current.getBoundingClientRect().top + window.scrollY);
  }, [anchorRef, virtual, count]);
  const virtualizer = useWindowVirtualizer({
    count: virtual ? count : 0,
    estimateSize: () => estimateSize,
    overscan: 4,
    gap,
    scrollMargin,
  });

  if (!virtual) return { virtual, indexes: Array.from({ length: count }, (_, index) => index), before: 0, after: 0, measure: undefined };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    virtual,
    indexes: items.map((item) => item.index),
    before: first ? first.start - scrollMargin : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
    measure: virtualizer.measureElement,
  };
}
