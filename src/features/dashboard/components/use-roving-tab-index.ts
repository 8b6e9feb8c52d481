import { useRef, useState, type KeyboardEvent } from 'react';
import { rovingIndex, rovingStop } from '../model/roving-index';

export interface RovingTabIndex<T extends HTMLElement> {
  /** 0 for the row holding the list's tab stop, -1 for the others. */
  tabIndexOf: (index: number) => 0 | -1;
  /** The row's element (to move focus to it) and focus handler (a click or Tab into the list). */
  itemProps: (index: number) => { ref: (element: T | null) => void; onFocus: () => void };
  /** On the list: the arrow keys, Home and End move focus between its rows. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/** A list of `count` rows that is one stop of the Tab order, with the arrow keys inside (`rovingIndex`). */
export function useRovingTabIndex<T extends HTMLElement>(count: number): RovingTabIndex<T> {
  const [active, setActive] = useState(0);
  const elements = useRef<(T | null)[]>([]);
  const stop = rovingStop(active, count);
  return {
    tabIndexOf: (index) => (index === stop ? 0 : -1),
    itemProps: (index) => ({
      ref: (element) => {
        elements.current[index] = element;
      },
      onFocus: () => setActive(index),
    }),
    onKeyDown: (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const focused = elements.current.findIndex((element) => element?.contains(event.target as Node));
      const next = rovingIndex(event.key, focused >= 0 ? focused : stop, count);
      if (next === null) return;
      // The keys move between rows, not the scroll area or the page.
      event.preventDefault();
      setActive(next);
      elements.current[next]?.focus();
    },
  };
}
