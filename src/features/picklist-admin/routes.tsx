import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { RequirePermission } from '@/lib/permissions';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Picklists', helpKey: 'picklists' };

/** admin/picklists (issue 19): administrators only; others get the unauthorized screen. */
export const picklistAdminRoutes: RouteObject[] = [
  {
    path: 'admin/picklists',
    element: (
      <RequirePermission rule="ADMINISTRATOR">
        <Outlet />
      </RequirePermission>
    ),
    children: [{ index: true, handle, lazy: lazyPage(() => import('./components/picklists-page')) }],
  },
];
