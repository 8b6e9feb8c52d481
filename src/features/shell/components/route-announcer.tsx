import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/visually-hidden';
import { pageAnnouncement, shouldFocusPageHeading } from '../model/route-focus';
import { HEADING_BAR_ATTRIBUTE } from './heading-bar';
import { MAIN_CONTENT_ID } from './skip-link';

/** Focus is on the new page's own content: inside the main area, not the area itself nor the shell's heading bar. */
function isInPage(main: HTMLElement, active: Element | null): boolean {
  return active !== null && active !== main && main.contains(active) && active.closest(`[${HEADING_BAR_ATTRIBUTE}]`) === null;
}

/** Puts focus on the page's heading (its first h1 in the main area), else on the main area itself. */
function focusPageHeading(main: HTMLElement): void {
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export interface RouteFocus {
  /** Pages the user has gone to in this document (for `PageNavigationContext`). */
  navigations: number;
  /** What the live region says: the title of the page gone to last. */
  announcement: string;
}

/**
 * On each new page (a change of the address's path after the user has pressed a key or pointed):
 * focus moves to the page heading (`shouldFocusPageHeading`), the page's title is to be announced,
 * and the count of navigations goes up.
 */
export function useRouteFocus(title: string | undefined): RouteFocus {
  const { pathname } = useLocation();
  const interacted = useRef(false);
  const shownPath = useRef(pathname);
  const [state, setState] = useState<RouteFocus>({ navigations: 0, announcement: '' });

  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    window.addEventListener('keydown', mark, true);
    window.addEventListener('pointerdown', mark, true);
    return () => {
      window.removeEventListener('keydown', mark, true);
      window.removeEventListener('pointerdown', mark, true);
    };
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!interacted.current) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main && shouldFocusPageHeading({ interacted: interacted.current, focusInPage: isInPage(main, document.activeElement) })) focusPageHeading(main);
    setState((previous) => ({ navigations: previous.navigations + 1, announcement: pageAnnouncement(title ?? document.title, previous.announcement) }));
  }, [pathname, title]);

  return state;
}

/**
 * The polite live region that says the new page's title. It lives in a closed shadow root: screen
 * readers hear it (it is in the accessibility tree) while the page's text stays the page's own, so
 * the title is not found twice in the document by a search for its words.
 */
export function RouteAnnouncer({ announcement }: { announcement: string }) {
  const host = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element || region.current) return;
    const live = document.createElement('div');
    live.setAttribute('role', 'status');
    live.setAttribute('aria-live', 'polite');
    live.setAttribute('aria-atomic', 'true');
    element.attachShadow({ mode: 'closed' }).append(live);
    region.current = live;
  }, []);
  useEffect(() => {
    if (region.current) region.current.textContent = announcement;
  }, [announcement]);
  return <Box ref={host} sx={visuallyHidden} />;
}
