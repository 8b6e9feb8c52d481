import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { adminCataloguesRoutes } from '@/features/admin-catalogues';
import { guardedRoute } from '@/lib/guarded-route';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (title: string): RouteHandle => ({ title, helpKey: 'admin' });

/**
 * Administration (issue 19), for ADMINISTRATOR only (others get the unauthorized screen): `admin`
 * opens Users; `admin/users`, `admin/users/:context`, `admin/roles`, `admin/roles/:context`.
 * Later sections add their routes beside these.
 */
export const adminRoutes: RouteObject[] = [
  guardedRoute('ADMINISTRATOR', {
    path: 'admin',
    lazy: lazyPage(() => import('./components/admin-layout-page')),
    children: [
      { index: true, element: <Navigate to={paths.adminUsers} replace /> },
      { path: 'users', handle: handle('Users'), lazy: lazyPage(() => import('./components/users-page')) },
      { path: 'users/:context', handle: handle('User'), lazy: lazyPage(() => import('./components/user-view-page')) },
      { path: 'roles', handle: handle('Roles'), lazy: lazyPage(() => import('./components/roles-page')) },
      { path: 'roles/:context', handle: handle('Role'), lazy: lazyPage(() => import('./components/role-view-page')) },
      { path: 'picklists', handle: { title: 'Picklists', helpKey: 'picklists' }, lazy: lazyPage(() => import('./components/picklists-page')) },
      ...adminCataloguesRoutes,
    ],
  }),
];
