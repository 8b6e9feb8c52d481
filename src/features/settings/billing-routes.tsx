import type { RouteObject } from 'react-router-dom';
import { guardedRoute } from '@/lib/guarded-route';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Manage Subscription', helpKey: 'billing' };

/** billing (administrator): obtains a billing portal link and sends the browser there (spec 1 §2). */
export const billingRoutes: RouteObject[] = [guardedRoute('ADMINISTRATOR', { path: 'billing', handle, lazy: lazyPage(() => import('./components/billing-page')) })];
