import { useCallback, useContext, useRef } from 'react';
import { PageNavigationContext } from '@/components/page-navigation';

/**
 * Whether an opened record's heading may take focus: after a navigation (not the first load, where
 * "Skip to content" stays the first stop) and while focus is nowhere in particular: on the page body,
 * outside the main area, on the main area itself or in the shell's heading bar (where the shell puts
 * it for a new page). Focus the user has put somewhere in the page (a field, a button) stays there.
 */
export function mayTakeFocus(active: Element | null, afterNavigation: boolean): boolean {
  if (!afterNavigation) return false;
  if (active === null || active === document.body) return true;
  const main = document.querySelector('main');
  return !main?.contains(active) || active === main || active.closest('[data-heading-bar]') !== null;
}

/**
 * An opened record's heading (a view page's or an editor's record name) takes focus when it appears
 * after a navigation: opening the record, and the page a save leads to. `focus()` puts it there after
 * a save that stays on the page. Put the ref on the heading; it is made focusable by script only.
 */
export function useRecordHeadingFocus<T extends HTMLElement>(): { ref: (element: T | null) => void; focus: () => void } {
  const navigations = useContext(PageNavigationContext);
  const element = useRef<T | null>(null);
  // The navigation for which the heading took focus (once per page).
  const focused = useRef<number | null>(null);

  const focus = useCallback(() => {
    const heading = element.current;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, []);

  // Runs when the heading appears and again when the shell counts the navigation that showed it.
  const ref = useCallback(
    (heading: T | null) => {
      element.current = heading;
      if (!heading || focused.current === navigations) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // After the commit's own focus work (an autofocus field, the shell's move to the page heading).
      queueMicrotask(() => {
        if (element.current !== heading || !heading.isConnected || !mayTakeFocus(document.activeElement, navigations > 0)) return;
        focused.current = navigations;
        heading.focus({ preventScroll: true });
      });
    },
    [navigations],
  );

  return { ref, focus };
}
