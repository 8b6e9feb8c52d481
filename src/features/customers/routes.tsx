import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { guardedRoute } from '@/lib/guarded-route';
import type { RouteHandle } from '@/lib/route-handle';

const listHandle: RouteHandle = { title: 'Customers', helpKey: 'customers' };
const viewHandle: RouteHandle = { title: 'Customer', helpKey: 'customers' };
const editHandle: RouteHandle = { title: 'Edit Customer', helpKey: 'customer-editor' };
const addHandle: RouteHandle = { title: 'Add Customer', helpKey: 'customer-editor' };

/** `customers` and `customers/view/{context}` need CUST_R, edit CUST_U, add CUST_C (`?parent=` adds a sub-customer). */
export const customersRoutes: RouteObject[] = [
  guardedRoute('CUST_R', { path: 'customers', handle: listHandle, lazy: lazyPage(() => import('./components/customers-page')) }),
  guardedRoute('CUST_R', { path: 'customers/view/:context', handle: viewHandle, lazy: lazyPage(() => import('./components/customer-view-page')) }),
  guardedRoute('CUST_U', { path: 'customers/edit/:context', handle: editHandle, lazy: lazyPage(() => import('./components/customer-edit-page')) }),
  guardedRoute('CUST_C', { path: 'customers/add', handle: addHandle, lazy: lazyPage(() => import('./components/customer-add-page')) }),
];
