import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { guardedRoute } from '@/lib/guarded-route';
import { lazyPageRoutes } from '@/lib/lazy-page-routes';
import type { RouteHandle } from '@/lib/route-handle';

const listHandle: RouteHandle = { title: 'Intake', helpKey: 'intake' };
const recordHandle: RouteHandle = { title: 'Intake Record', helpKey: 'intake-editor' };
const addHandle: RouteHandle = { title: 'Add Intake Form', helpKey: 'intake' };

/** Spec 2 §2: intake routes — list and view need INTAKE_R, edit INTAKE_U, add INTAKE_C. */
export const intakeRoutes: RouteObject[] = [
  guardedRoute('INTAKE_R', { path: 'intake', handle: listHandle, lazy: lazyPage(() => import('./components/intakes-page')) }),
  guardedRoute('INTAKE_R', { path: 'intake/view/:context', handle: recordHandle, lazy: lazyPage(() => import('./components/intake-view-page')) }),
  guardedRoute('INTAKE_U', { path: 'intake/edit/:context', handle: recordHandle, lazy: lazyPage(() => import('./components/intake-edit-page')) }),
  guardedRoute('INTAKE_C', ...lazyPageRoutes(['intake/add', 'intake/add/:customerContext'], addHandle, () => import('./components/intake-add-page'))),
];
