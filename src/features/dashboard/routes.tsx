import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/features/shell';

const handle: RouteHandle = { title: 'Dashboard', helpKey: 'dashboard' };

export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', handle, lazy: lazyPage(() => import('./components/dashboard-page')) },
];
