import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const myDayHandle: RouteHandle = { title: 'My Day', helpKey: 'my-day' };

/** Issue 17: the technician's day (any signed-in user; visits follow SCHED_R), a visit, and the queue of changes waiting to be sent. */
export const myDayRoutes: RouteObject[] = [
  { path: 'my-day', handle: myDayHandle, lazy: lazyPage(() => import('./components/my-day-page')) },
  { path: 'my-day/visit/:context', handle: { title: 'Visit', helpKey: 'my-day' } satisfies RouteHandle, lazy: lazyPage(() => import('./components/visit-page')) },
  { path: 'my-day/queue', handle: { title: 'Waiting to Send', helpKey: 'my-day' } satisfies RouteHandle, lazy: lazyPage(() => import('./components/outbox-page')) },
];
