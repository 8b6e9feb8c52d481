import { Outlet, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/lib/route-handle';
import { lazyPage } from '@/lib/lazy-page';
import { RequirePermission } from '@/lib/permissions';

const handle: RouteHandle = { title: 'Email History', helpKey: 'email-history' };

/** email-history: the sent email list, for users holding EMAIL_HIST_R (spec 1 §2). */
export const emailHistoryRoutes: RouteObject[] = [
  {
    path: 'email-history',
    element: (
      <RequirePermission rule="EMAIL_HIST_R">
        <Outlet />
      </RequirePermission>
    ),
    children: [{ index: true, handle, lazy: lazyPage(() => import('./components/email-history-page')) }],
  },
];
