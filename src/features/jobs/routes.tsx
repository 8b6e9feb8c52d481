import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { RequirePermission } from '@/lib/permissions';
import type { RouteHandle } from '@/features/shell';

const addHandle: RouteHandle = { title: 'Add Job', helpKey: 'job-editor' };
const viewHandle: RouteHandle = { title: 'Job', helpKey: 'job' };

function guarded(rule: string, children: RouteObject[]): RouteObject {
  return {
    element: (
      <RequirePermission rule={rule}>
        <Outlet />
      </RequirePermission>
    ),
    children,
  };
}

const addPage = lazyPage(() => import('./components/job-add-page'));

/** Spec 2 §2: `jobs/add` and `jobs/add/{customerContext}` need JOB_C; `jobs/view/{context}` needs JOB_R. */
export const jobsRoutes: RouteObject[] = [
  guarded('JOB_C', [
    { path: 'jobs/add', handle: addHandle, lazy: addPage },
    { path: 'jobs/add/:customerContext', handle: addHandle, lazy: addPage },
  ]),
  guarded('JOB_R', [{ path: 'jobs/view/:context', handle: viewHandle, lazy: lazyPage(() => import('./components/job-view-page')) }]),
];
