import type { RouteObject } from 'react-router-dom';
import { guardedRoute } from '@/lib/guarded-route';
import type { RouteHandle } from '@/lib/route-handle';
import { lazyPage } from '@/lib/lazy-page';

const handle: RouteHandle = { title: 'Email History', helpKey: 'email-history' };

/** email-history: the sent email list, for users holding EMAIL_HIST_R (spec 1 §2). */
export const emailHistoryRoutes: RouteObject[] = [
  guardedRoute('EMAIL_HIST_R', { path: 'email-history', handle, lazy: lazyPage(() => import('./components/email-history-page')) }),
];
