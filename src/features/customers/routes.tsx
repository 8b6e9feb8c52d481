import type { RouteObject } from 'react-router-dom';
import { recordKinds } from '@/lib/record-kinds';
import { recordPageRoutes } from '@/lib/record-page-routes';

/** `customers` and `customers/view/{context}` need CUST_R, edit CUST_U, add CUST_C (`?parent=` adds a sub-customer). */
export const customersRoutes: RouteObject[] = recordPageRoutes(recordKinds.customer, {
  list: () => import('./components/customers-page'),
  view: () => import('./components/customer-view-page'),
  edit: () => import('./components/customer-edit-page'),
  add: () => import('./components/customer-add-page'),
});
