import type { RouteObject } from 'react-router-dom';
import { lazyPageRoutes } from '@/lib/lazy-page-routes';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Dashboard', helpKey: 'dashboard' };
export const dashboardRoutes: RouteObject[] = lazyPageRoutes(['dashboard', 'dashboard/:snapshot'], handle, () => import('./components/dashboard-page'));
