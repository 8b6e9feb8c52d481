import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Email Server', helpKey: 'email-server' };

/** settings/email-server: a child of the settings layout, under its administrator guard. */
export const emailServerRoutes: RouteObject[] = [
  { path: 'email-server', handle, lazy: lazyPage(() => import('./components/email-server-page')) },
];
