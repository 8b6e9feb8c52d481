import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { RequirePermission } from '@/lib/permissions';
import type { RouteHandle } from '@/features/shell';

const listHandle: RouteHandle = { title: 'Locations', helpKey: 'locations' };
const viewHandle: RouteHandle = { title: 'Location', helpKey: 'locations' };
const editHandle: RouteHandle = { title: 'Edit Location', helpKey: 'location-editor' };
const addHandle: RouteHandle = { title: 'Add Location', helpKey: 'location-editor' };

function guarded(rule: string, route: RouteObject): RouteObject {
  return {
    element: (
      <RequirePermission rule={rule}>
        <Outlet />
      </RequirePermission>
    ),
    children: [route],
  };
}

/** Spec 1 §2: `locations` and `locations/view/{context}` need LOC_R, edit LOC_U, add LOC_C. */
export const locationsRoutes: RouteObject[] = [
  guarded('LOC_R', { path: 'locations', handle: listHandle, lazy: lazyPage(() => import('./components/locations-page')) }),
  guarded('LOC_R', { path: 'locations/view/:context', handle: viewHandle, lazy: lazyPage(() => import('./components/location-view-page')) }),
  guarded('LOC_U', { path: 'locations/edit/:context', handle: editHandle, lazy: lazyPage(() => import('./components/location-edit-page')) }),
  guarded('LOC_C', { path: 'locations/add', handle: addHandle, lazy: lazyPage(() => import('./components/location-add-page')) }),
];
