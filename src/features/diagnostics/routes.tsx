import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-page';
import { RequirePermission } from '@/lib/permissions';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (page: string): RouteHandle => ({ title: `Diagnostics: ${page}`, helpKey: 'diagnostics' });

/** diagnostics/system, /cache, /logs, /platform, /user: ROOT only; others get the unauthorized screen (spec 1 §2). */
export const diagnosticsRoutes: RouteObject[] = [
  {
    path: 'diagnostics',
    element: (
      <RequirePermission rule="ROOT">
        <Outlet />
      </RequirePermission>
    ),
    children: [
      { index: true, element: <Navigate to={paths.diagnostics('system')} replace /> },
      { path: 'system', handle: handle('System'), lazy: lazyPage(() => import('./components/system-page')) },
      { path: 'cache', handle: handle('Cache'), lazy: lazyPage(() => import('./components/cache-page')) },
      { path: 'logs', handle: handle('Logs'), lazy: lazyPage(() => import('./components/logs-page')) },
      { path: 'platform', handle: handle('Platform'), lazy: lazyPage(() => import('./components/platform-page')) },
      { path: 'user', handle: handle('User'), lazy: lazyPage(() => import('./components/user-page')) },
    ],
  },
];
