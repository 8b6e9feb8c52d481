import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { guardedRoute } from '@/lib/guarded-route';
import type { RouteHandle } from '@/lib/route-handle';

const addHandle: RouteHandle = { title: 'Add Job', helpKey: 'job-editor' };
const viewHandle: RouteHandle = { title: 'Job', helpKey: 'job' };

const addPage = lazyPage(() => import('./components/job-add-page'));

/** Spec 2 §2: `jobs/add` and `jobs/add/{customerContext}` need JOB_C; `jobs/view/{context}` needs JOB_R. */
export const jobsRoutes: RouteObject[] = [
  guardedRoute(
    'JOB_C',
    { path: 'jobs/add', handle: addHandle, lazy: addPage },
    { path: 'jobs/add/:customerContext', handle: addHandle, lazy: addPage },
  ),
  guardedRoute('JOB_R', { path: 'jobs/view/:context', handle: viewHandle, lazy: lazyPage(() => import('./components/job-view-page')) }),
];
