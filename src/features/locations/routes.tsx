import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { guardedRoute } from '@/lib/guarded-route';
import type { RouteHandle } from '@/lib/route-handle';

const listHandle: RouteHandle = { title: 'Locations', helpKey: 'locations' };
const viewHandle: RouteHandle = { title: 'Location', helpKey: 'locations' };
const editHandle: RouteHandle = { title: 'Edit Location', helpKey: 'location-editor' };
const addHandle: RouteHandle = { title: 'Add Location', helpKey: 'location-editor' };

/** Spec 1 §2: `locations` and `locations/view/{context}` need LOC_R, edit LOC_U, add LOC_C. */
export const locationsRoutes: RouteObject[] = [
  guardedRoute('LOC_R', { path: 'locations', handle: listHandle, lazy: lazyPage(() => import('./components/locations-page')) }),
  guardedRoute('LOC_R', { path: 'locations/view/:context', handle: viewHandle, lazy: lazyPage(() => import('./components/location-view-page')) }),
  guardedRoute('LOC_U', { path: 'locations/edit/:context', handle: editHandle, lazy: lazyPage(() => import('./components/location-edit-page')) }),
  guardedRoute('LOC_C', { path: 'locations/add', handle: addHandle, lazy: lazyPage(() => import('./components/location-add-page')) }),
];
