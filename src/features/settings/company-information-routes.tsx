import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Company Information', helpKey: 'company-information' };

/** settings/company-information: a child of the settings layout, under its administrator guard. */
export const companyInformationRoutes: RouteObject[] = [
  { path: 'company-information', handle, lazy: lazyPage(() => import('./components/company-information-page')) },
];
