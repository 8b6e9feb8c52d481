import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginRoutes, passwordRoutes } from '@/features/account/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { AppShell, RouteErrorBoundary } from '@/features/shell';
import { notFoundRoute, statusRoutes } from '@/features/shell/routes';
import { demoRoutes } from '@/features/demo/routes';
import { PORTAL_ROOT, portalRoutes } from '@/features/portal/routes';
import { usesMockBackend } from '@/config/env';
import { PublicOnly, RequireAuth } from './route-guards';

/** Drawn while the first route loads: nothing. */
function EmptyFallback() {
  return null;
}

/** The route the signed-in routes are patched into. */
const SIGNED_IN_ROUTE_ID = 'signed-in';

/** The route table of spec 1 §2 with `signedIn` as the signed-in routes besides the dashboard. */
export function routeTable(signedIn: RouteObject[]): RouteObject[] {
  const pageRoutes: RouteObject[] = [
    { index: true, element: <Navigate to={paths.landingPageRedirect} replace /> },
    { element: <PublicOnly />, children: loginRoutes },
    ...passwordRoutes,
    ...statusRoutes,
    // Simulated third-party pages (card provider onboarding, billing portal) for the demo backend only.
    ...(usesMockBackend ? demoRoutes : []),
    // The customer portal (issue 18): public, its pages loaded on demand.
    ...portalRoutes,
    { id: SIGNED_IN_ROUTE_ID, element: <RequireAuth />, children: [...dashboardRoutes, ...signedIn] },
    // Areas later issues build fall through to Page Not Found.
    notFoundRoute,
  ];
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorBoundary />,
      // While the first address's lazy route loads, nothing is drawn over what is on screen (the
      // page's static login frame, or an empty page for a moment).
      HydrateFallback: EmptyFallback,
      // Errors while rendering a page show the error screen inside the shell.
      children: [{ errorElement: <RouteErrorBoundary />, children: pageRoutes }],
    },
  ];
}

/**
 * The app's router: the first screens (login, password, status, dashboard) are defined up front;
 * the other signed-in routes load with the first navigation that needs them (an address that
 * matches only Page Not Found until they are added).
 */
export function createAppRouter() {
  let loading: Promise<{ signedInRoutes: RouteObject[] }> | null = null;
  let added = false;
  return createHashRouter(routeTable([]), {
    async patchRoutesOnNavigation({ path, patch, signal }) {
      if (added) return;
      // The router asks on every address with a parameter (a more specific route could be patched
      // in); the customer portal's are complete, and none of the staff code may load there.
      if (path.replace(/^\//, '').startsWith(`${PORTAL_ROOT}/`)) return;
      loading ??= import('./signed-in-routes');
      const { signedInRoutes } = await loading;
      // A superseded navigation's patch is ignored by the router: the next one adds them.
      if (added || signal.aborted) return;
      patch(SIGNED_IN_ROUTE_ID, signedInRoutes);
      added = true;
    },
  });
}
