import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const templatesHandle: RouteHandle = { title: 'Form Templates', helpKey: 'admin' };
const templateHandle: RouteHandle = { title: 'Form Template', helpKey: 'admin' };
const cataloguesHandle: RouteHandle = { title: 'Discounts and Tax Overrides', helpKey: 'admin' };

/**
 * Form templates and the discount and tax override catalogues: sections of the administration area
 * (its `admin` route guards them with ADMINISTRATOR and draws its frame around them).
 */
export const adminCataloguesRoutes: RouteObject[] = [
  { path: 'form-templates', handle: templatesHandle, lazy: lazyPage(() => import('./components/form-templates-page')) },
  { path: 'form-templates/add', handle: templateHandle, lazy: lazyPage(() => import('./components/form-template-add-page')) },
  { path: 'form-templates/:context', handle: templateHandle, lazy: lazyPage(() => import('./components/form-template-edit-page')) },
  { path: 'catalogues', handle: cataloguesHandle, lazy: lazyPage(() => import('./components/catalogues-page')) },
];
