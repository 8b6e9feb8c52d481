import type { RouteObject } from 'react-router-dom';
import { recordKinds } from '@/lib/record-kinds';
import { recordPageRoutes } from '@/lib/record-page-routes';

/** Spec 1 §2: `locations` and `locations/view/{context}` need LOC_R, edit LOC_U, add LOC_C. */
export const locationsRoutes: RouteObject[] = recordPageRoutes(recordKinds.location, {
  list: () => import('./components/locations-page'),
  view: () => import('./components/location-view-page'),
  edit: () => import('./components/location-edit-page'),
  add: () => import('./components/location-add-page'),
});
