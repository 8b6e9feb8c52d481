import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/features/shell';

const handle: RouteHandle = { title: 'Dashboard', helpKey: 'dashboard' };

export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', handle, lazy: async () => ({ Component: (await import('./components/dashboard-page')).default }) },
];
