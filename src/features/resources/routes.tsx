import type { RouteObject } from 'react-router-dom';
import { recordPageRoutes } from '@/lib/record-page-routes';

/** Spec 3 §2: `resources` and `resources/view/{context}` need RES_R, edit RES_U, add RES_C. */
export const resourcesRoutes: RouteObject[] = recordPageRoutes({
  path: 'resources',
  noun: 'Resource',
  plural: 'Resources',
  permissionPrefix: 'RES',
  pages: {
    list: () => import('./components/resources-page'),
    view: () => import('./components/resource-view-page'),
    edit: () => import('./components/resource-edit-page'),
    add: () => import('./components/resource-add-page'),
  },
});
