import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { RequirePermission } from '@/lib/permissions';
import type { RouteHandle } from '@/lib/route-handle';

const templatesHandle: RouteHandle = { title: 'Form Templates', helpKey: 'admin' };
const templateHandle: RouteHandle = { title: 'Form Template', helpKey: 'admin' };
const cataloguesHandle: RouteHandle = { title: 'Discounts and Tax Overrides', helpKey: 'admin' };

const administrator = (
  <RequirePermission rule="ADMINISTRATOR">
    <Outlet />
  </RequirePermission>
);

/** Administration (ADMINISTRATOR; others get the unauthorized screen): form templates and the discount and tax override catalogues. */
export const adminCataloguesRoutes: RouteObject[] = [
  {
    path: 'admin/form-templates',
    element: administrator,
    children: [
      { index: true, handle: templatesHandle, lazy: lazyPage(() => import('./components/form-templates-page')) },
      { path: 'add', handle: templateHandle, lazy: lazyPage(() => import('./components/form-template-add-page')) },
      { path: ':context', handle: templateHandle, lazy: lazyPage(() => import('./components/form-template-edit-page')) },
    ],
  },
  {
    path: 'admin/catalogues',
    element: administrator,
    children: [{ index: true, handle: cataloguesHandle, lazy: lazyPage(() => import('./components/catalogues-page')) }],
  },
];
