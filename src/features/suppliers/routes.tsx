import { Outlet, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import { RequirePermission } from '@/lib/permissions';
import type { RouteHandle } from '@/features/shell';

const listHandle: RouteHandle = { title: 'Suppliers', helpKey: 'suppliers' };
const viewHandle: RouteHandle = { title: 'Supplier', helpKey: 'suppliers' };
const editHandle: RouteHandle = { title: 'Edit Supplier', helpKey: 'supplier-editor' };
const addHandle: RouteHandle = { title: 'Add Supplier', helpKey: 'supplier-editor' };

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

/** Spec 1 §2: `suppliers` and `suppliers/view/{context}` need SPLR_R, edit SPLR_U, add SPLR_C. */
export const suppliersRoutes: RouteObject[] = [
  guarded('SPLR_R', { path: 'suppliers', handle: listHandle, lazy: lazyPage(() => import('./components/suppliers-page')) }),
  guarded('SPLR_R', { path: 'suppliers/view/:context', handle: viewHandle, lazy: lazyPage(() => import('./components/supplier-view-page')) }),
  guarded('SPLR_U', { path: 'suppliers/edit/:context', handle: editHandle, lazy: lazyPage(() => import('./components/supplier-edit-page')) }),
  guarded('SPLR_C', { path: 'suppliers/add', handle: addHandle, lazy: lazyPage(() => import('./components/supplier-add-page')) }),
];
