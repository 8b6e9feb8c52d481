import type { RouteObject } from 'react-router-dom';
import { guardedRoute } from '@/lib/guarded-route';
import { lazyPage } from '@/lib/lazy-page';
import { documentPermissions, paymentPermissions } from '@/lib/permission-codes';
import type { RouteHandle } from '@/lib/route-handle';

const proposalsHandle: RouteHandle = { title: 'Proposals' };
const workOrdersHandle: RouteHandle = { title: 'Work Orders' };
const invoicesHandle: RouteHandle = { title: 'Invoices' };
const paymentsHandle: RouteHandle = { title: 'Payments' };

/**
 * The document lists (spec 2 §2, spec 3 §2, issue 15): `proposals` needs PROP_R, `workorders` WO_R,
 * `invoices` INVOICE_R, `payments` PYMT_R. Each page is its own lazy chunk.
 */
export const documentsRoutes: RouteObject[] = [
  guardedRoute(documentPermissions.proposal.read, { path: 'proposals', handle: proposalsHandle, lazy: lazyPage(() => import('./components/proposals-page')) }),
  guardedRoute(documentPermissions.workOrder.read, { path: 'workorders', handle: workOrdersHandle, lazy: lazyPage(() => import('./components/work-orders-page')) }),
  guardedRoute(documentPermissions.invoice.read, { path: 'invoices', handle: invoicesHandle, lazy: lazyPage(() => import('./components/invoices-page')) }),
  guardedRoute(paymentPermissions.read, { path: 'payments', handle: paymentsHandle, lazy: lazyPage(() => import('./components/payments-page')) }),
];
