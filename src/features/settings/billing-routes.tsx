import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { RequirePermission } from '@/lib/permissions';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Manage Subscription', helpKey: 'billing' };

/** billing (administrator): obtains a billing portal link and sends the browser there (spec 1 §2). */
export const billingRoutes: RouteObject[] = [
  {
    path: 'billing',
    element: (
      <RequirePermission rule="ADMINISTRATOR">
        <Outlet />
      </RequirePermission>
    ),
    children: [{ index: true, handle, lazy: lazyPage(() => import('./components/billing-page')) }],
  },
];
