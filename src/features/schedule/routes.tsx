import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const scheduleHandle: RouteHandle = { title: 'Schedule', helpKey: 'schedule' };

/** Spec 1 §2: `schedule` is for any signed-in user; what it shows and changes follows SCHED_R/C/U/D. */
export const scheduleRoutes: RouteObject[] = [{ path: 'schedule', handle: scheduleHandle, lazy: lazyPage(() => import('./components/schedule-page')) }];
