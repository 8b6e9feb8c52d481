import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BlockingOverlay } from '@/components/blocking-overlay';
import { PageNavigationContext } from '@/components/page-navigation';
import { Toasts } from '@/components/toasts';
import { env } from '@/config/env';
import { useSession } from '@/lib/auth/use-session';
import { logger } from '@/lib/logger';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { documentTitle, isRouteHandle, type RouteHandle } from '@/lib/route-handle';
import { ApiErrorListener } from './api-error-listener';
import { HeadingBar } from './heading-bar';
import { RouteAnnouncer, useRouteFocus } from './route-announcer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SubscriptionBanner } from './subscription-banner';
import { TopBar } from './top-bar';
import { useFocusReturn } from './use-focus-return';

// The welcome tour's chunk loads only for signed-in users who have not completed it.
const WelcomeTour = lazy(() => import('@/features/tour').then((module) => ({ default: module.WelcomeTour })));

// The shell renders again on every change of the address (a list's search term, its page); these bars
// do not depend on it (links and menus inside that do follow it themselves).
const ShellTopBar = memo(TopBar);
const ShellHeadingBar = memo(HeadingBar);

function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return {};
}

/**
 * Navigating to the address already shown reloads the page (a fresh mount); any new address
 * scrolls to the top.
 */
function useReloadKey(): number {
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const [seen, setSeen] = useState({ key: location.key, address, counter: 0 });
  if (seen.key !== location.key) {
    setSeen({ key: location.key, address, counter: seen.address === address ? seen.counter + 1 : seen.counter });
  }
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname, seen.counter]);
  return seen.counter;
}

/**
 * Background work of a signed-in session, its code loaded on demand after the first screen: the
 * technician's outbox (issue 17), sent at every start of a session and whenever the network comes
 * back, and the live updates (issue 20). `start` answers the work's `stop`.
 */
function useSessionTask(userId: string | null, start: (userId: string, client: QueryClient, signal: AbortSignal) => Promise<() => void>): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    let stop: (() => void) | null = null;
    const ended = new AbortController();
    start(userId, client, ended.signal).then(
      (started) => {
        if (ended.signal.aborted) started();
        else stop = started;
      },
      // Background work is never shown: its code failing to load (offline, a new build) leaves the
      // session without it, noted in the diagnostics log; the next session start tries again.
      (error: unknown) => logger.log('session', `background work did not start: ${error instanceof Error ? error.message : String(error)}`),
    );
    return () => {
      ended.abort();
      stop?.();
    };
  }, [userId, client, start]);
}

const startOutbox = (userId: string, client: QueryClient) => import('@/lib/offline/start-outbox-replay').then(({ startOutboxReplay }) => startOutboxReplay(userId, client));

/** Resolves `true` a second after the call (the first signed-in screen has painted), or `false` as soon as `signal` aborts. */
function aSecondLater(signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), 1000);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve(false);
      },
      { once: true },
    );
  });
}

// A session that ends within that second (sign-out, the page left) never loads the live updates.
const startLive = async (_userId: string, client: QueryClient, signal: AbortSignal): Promise<() => void> => {
  if (!(await aSecondLater(signal))) return () => undefined;
  const { startLiveUpdates } = await import('@/lib/live-updates/start-live-updates');
  return startLiveUpdates(client);
};

export function AppShell() {
  const location = useLocation();
  const session = useSession();
  const handle = useRouteHandle();
  const reloadKey = useReloadKey();
  useFocusReturn();
  const routeFocus = useRouteFocus(handle.title);
  const customerPortal = location.pathname.includes('customer-portal');
  const signedIn = session.status === 'signed-in' && session.userState !== null;
  const sessionUser = signedIn && !customerPortal ? (session.userState?.username ?? null) : null;
  useSessionTask(sessionUser, startOutbox);
  useSessionTask(sessionUser, startLive);
  // Signed-in pages only: sign-in and status screens (error, unauthorized, not found) hide the heading bar.
  const welcomeTourPending =
    signedIn &&
    !customerPortal &&
    Boolean(handle.title) &&
    handle.headingBar !== false &&
    !session.userState?.completedGuidedTours.includes(guidedTourNames.welcome);

  useEffect(() => {
    document.title = documentTitle(env.productName, handle.title);
  }, [handle.title]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {customerPortal ? null : <ShellTopBar />}
      {signedIn && !customerPortal ? <SubscriptionBanner /> : null}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1 }}>
        {signedIn && handle.title && handle.headingBar !== false ? <ShellHeadingBar title={handle.title} helpKey={handle.helpKey} /> : null}
        <PageNavigationContext.Provider value={routeFocus.navigations}>
          <Outlet key={reloadKey} />
        </PageNavigationContext.Provider>
      </Box>
      <RouteAnnouncer announcement={routeFocus.announcement} />
      <ApiErrorListener />
      <BlockingOverlay />
      <Toasts />
      {welcomeTourPending ? (
        <Suspense fallback={null}>
          <WelcomeTour />
        </Suspense>
      ) : null}
    </Box>
  );
}
