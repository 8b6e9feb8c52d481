import type { RouteObject } from 'react-router-dom';
import { recordKinds } from '@/lib/record-kinds';
import { recordPageRoutes } from '@/lib/record-page-routes';

/** Spec 1 §2: `suppliers` and `suppliers/view/{context}` need SPLR_R, edit SPLR_U, add SPLR_C. */
export const suppliersRoutes: RouteObject[] = recordPageRoutes(recordKinds.supplier, {
  list: () => import('./components/suppliers-page'),
  view: () => import('./components/supplier-view-page'),
  edit: () => import('./components/supplier-edit-page'),
  add: () => import('./components/supplier-add-page'),
});
