import type { RouteObject } from 'react-router-dom';
import { recordKinds } from '@/lib/record-kinds';
import { recordPageRoutes } from '@/lib/record-page-routes';

/** Spec 3 §2: `resources` and `resources/view/{context}` need RES_R, edit RES_U, add RES_C. */
export const resourcesRoutes: RouteObject[] = recordPageRoutes(recordKinds.resource, {
  list: () => import('./components/resources-page'),
  view: () => import('./components/resource-view-page'),
  edit: () => import('./components/resource-edit-page'),
  add: () => import('./components/resource-add-page'),
});
