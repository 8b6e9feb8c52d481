import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/lib/route-handle';
import { lazyPage } from '@/lib/lazy-page';

const userLogonHandle: RouteHandle = { title: 'User Logon Report', helpKey: 'user-logon-report' };

/** Routes of the reports feature; each needs only a signed-in user (spec 1 §2). */
export const reportsRoutes: RouteObject[] = [
  { path: 'reports/user-logon', handle: userLogonHandle, lazy: lazyPage(() => import('./components/user-logon-report-page')) },
];
