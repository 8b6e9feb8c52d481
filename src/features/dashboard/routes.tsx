import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Dashboard', helpKey: 'dashboard' };
const page = lazyPage(() => import('./components/dashboard-page'));

export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', handle, lazy: page },
  { path: 'dashboard/:snapshot', handle, lazy: page },
];
