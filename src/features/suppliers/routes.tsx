import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { guardedRoute } from '@/lib/guarded-route';
import type { RouteHandle } from '@/lib/route-handle';

const listHandle: RouteHandle = { title: 'Suppliers', helpKey: 'suppliers' };
const viewHandle: RouteHandle = { title: 'Supplier', helpKey: 'suppliers' };
const editHandle: RouteHandle = { title: 'Edit Supplier', helpKey: 'supplier-editor' };
const addHandle: RouteHandle = { title: 'Add Supplier', helpKey: 'supplier-editor' };

/** Spec 1 §2: `suppliers` and `suppliers/view/{context}` need SPLR_R, edit SPLR_U, add SPLR_C. */
export const suppliersRoutes: RouteObject[] = [
  guardedRoute('SPLR_R', { path: 'suppliers', handle: listHandle, lazy: lazyPage(() => import('./components/suppliers-page')) }),
  guardedRoute('SPLR_R', { path: 'suppliers/view/:context', handle: viewHandle, lazy: lazyPage(() => import('./components/supplier-view-page')) }),
  guardedRoute('SPLR_U', { path: 'suppliers/edit/:context', handle: editHandle, lazy: lazyPage(() => import('./components/supplier-edit-page')) }),
  guardedRoute('SPLR_C', { path: 'suppliers/add', handle: addHandle, lazy: lazyPage(() => import('./components/supplier-add-page')) }),
];
