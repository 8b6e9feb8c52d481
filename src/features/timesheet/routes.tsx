import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const timesheetHandle: RouteHandle = { title: 'Timesheet', helpKey: 'timesheet' };

/** Spec 1 §2: `timesheet` is in the Work menu for every signed-in user. */
export const timesheetRoutes: RouteObject[] = [{ path: 'timesheet', handle: timesheetHandle, lazy: lazyPage(() => import('./components/timesheet-page')) }];
