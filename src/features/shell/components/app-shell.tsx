import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import Box from '@mui/material/Box';
import { BlockingOverlay } from '@/components/blocking-overlay';
import { Toasts } from '@/components/toasts';
import { env } from '@/config/env';
import { useSession } from '@/lib/auth/use-session';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { documentTitle, isRouteHandle, type RouteHandle } from '@/lib/route-handle';
import { ApiErrorListener } from './api-error-listener';
import { HeadingBar } from './heading-bar';
import { SubscriptionBanner } from './subscription-banner';
import { TopBar } from './top-bar';

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

export function AppShell() {
  const location = useLocation();
  const session = useSession();
  const handle = useRouteHandle();
  const reloadKey = useReloadKey();
  const customerPortal = location.pathname.includes('customer-portal');
  const signedIn = session.status === 'signed-in' && session.userState !== null;
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
      {customerPortal ? null : <ShellTopBar />}
      {signedIn && !customerPortal ? <SubscriptionBanner /> : null}
      <Box component="main" sx={{ flexGrow: 1 }}>
        {signedIn && handle.title && handle.headingBar !== false ? <ShellHeadingBar title={handle.title} helpKey={handle.helpKey} /> : null}
        <Outlet key={reloadKey} />
      </Box>
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
