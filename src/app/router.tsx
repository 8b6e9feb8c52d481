import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginRoutes, passwordRoutes, signedInAccountRoutes } from '@/features/account/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { AppShell, RouteErrorBoundary } from '@/features/shell';
import { notFoundRoute, signedInShellRoutes, statusRoutes } from '@/features/shell/routes';
import { billingRoutes, settingsRoutes } from '@/features/settings/routes';
import { emailHistoryRoutes } from '@/features/email-history/routes';
import { locationsRoutes } from '@/features/locations/routes';
import { reportsRoutes } from '@/features/reports/routes';
import { suppliersRoutes } from '@/features/suppliers/routes';
import { demoRoutes } from '@/features/demo/routes';
import { customersRoutes } from '@/features/customers/routes';
import { intakeRoutes } from '@/features/intake/routes';
import { jobsRoutes } from '@/features/jobs/routes';
import { usesMockBackend } from '@/config/env';
import { PublicOnly, RequireAuth } from './route-guards';

/** The route table of spec 1 §2. Areas later issues build fall through to Page Not Found. */
const pageRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.landingPageRedirect} replace /> },
  { element: <PublicOnly />, children: loginRoutes },
  ...passwordRoutes,
  ...statusRoutes,
  // Simulated third-party pages (card provider onboarding, billing portal) for the demo backend only.
  ...(usesMockBackend ? demoRoutes : []),
  {
    element: <RequireAuth />,
    children: [
      ...signedInAccountRoutes,
      ...dashboardRoutes,
      ...signedInShellRoutes,
      ...settingsRoutes,
      ...billingRoutes,
      ...emailHistoryRoutes,
      ...locationsRoutes,
      ...suppliersRoutes,
      ...reportsRoutes,
      ...customersRoutes,
      ...intakeRoutes,
      ...jobsRoutes,
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
