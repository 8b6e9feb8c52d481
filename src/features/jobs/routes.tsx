import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { guardedRoute } from '@/lib/guarded-route';
import { lazyPageRoutes } from '@/lib/lazy-page-routes';
import type { RouteHandle } from '@/lib/route-handle';
import { JOB_CREATE, JOB_READ, JOB_UPDATE } from './model/job-permissions';

const listHandle: RouteHandle = { title: 'Jobs', helpKey: 'job' };
const viewHandle: RouteHandle = { title: 'Job', helpKey: 'job' };
const editHandle: RouteHandle = { title: 'Edit Job', helpKey: 'job-editor' };
const addHandle: RouteHandle = { title: 'Add Job', helpKey: 'job-editor' };

/**
 * Spec 2 §2: `jobs` and `jobs/view/{context}` need JOB_R, `jobs/edit/{context}` JOB_U, `jobs/add`
 * and `jobs/add/{customerContext}` JOB_C. Each page is its own lazy chunk.
 */
export const jobsRoutes: RouteObject[] = [
  guardedRoute(JOB_READ, { path: 'jobs', handle: listHandle, lazy: lazyPage(() => import('./components/jobs-page')) }),
  guardedRoute(JOB_READ, { path: 'jobs/view/:context', handle: viewHandle, lazy: lazyPage(() => import('./components/job-view-page')) }),
  guardedRoute(JOB_UPDATE, { path: 'jobs/edit/:context', handle: editHandle, lazy: lazyPage(() => import('./components/job-edit-page')) }),
  guardedRoute(JOB_CREATE, ...lazyPageRoutes(['jobs/add', 'jobs/add/:customerContext'], addHandle, () => import('./components/job-add-page'))),
];
