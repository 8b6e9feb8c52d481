import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { RequirePermission } from '@/lib/permissions';
import { preferencesRoutes } from '@/features/preferences';
import { storageRoutes } from '@/features/storage';
import { companyInformationRoutes } from './company-information-routes';
import { creditCardPaymentsRoutes } from './credit-card-payments-routes';
import { emailServerRoutes } from './email-server-routes';

/**
 * The settings pages inside their layout (left navigation). `settings` and `settings/preferences`
 * show Preferences for every signed-in user; the other categories are for administrators. An unknown
 * category falls through to Page Not Found.
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: lazyPage(() => import('./components/settings-layout-page')),
    children: [
      ...preferencesRoutes,
      {
        element: (
          <RequirePermission rule="ADMINISTRATOR">
            <Outlet />
          </RequirePermission>
        ),
        children: [...companyInformationRoutes, ...creditCardPaymentsRoutes, ...emailServerRoutes, ...storageRoutes],
      },
    ],
  },
];

export { billingRoutes } from './billing-routes';
