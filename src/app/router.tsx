import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginRoutes, passwordRoutes, signedInAccountRoutes } from '@/features/account/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { AppShell, RouteErrorBoundary } from '@/features/shell';
import { notFoundRoute, signedInShellRoutes, statusRoutes } from '@/features/shell/routes';
import { settingsRoutes } from '@/features/settings/routes';
import { PublicOnly, RequireAuth } from './route-guards';

/** The route table of spec 1 §2. Areas later issues build fall through to Page Not Found. */
const pageRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.landingPageRedirect} replace /> },
  { element: <PublicOnly />, children: loginRoutes },
  ...passwordRoutes,
  ...statusRoutes,
  {
    element: <RequireAuth />,
    children: [
      ...signedInAccountRoutes,
      ...dashboardRoutes,
      ...signedInShellRoutes,
      ...settingsRoutes,
      { path: 'account/payment-provider-tab', element: <Navigate to={paths.settingsCategory('credit-card-payments')} replace /> },
    ],
  },
  notFoundRoute,
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorBoundary />,
    // Errors while rendering a page show the error screen inside the shell.
    children: [{ errorElement: <RouteErrorBoundary />, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
