import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const proposalHandle: RouteHandle = { title: 'Proposal', headingBar: false };
const invoiceHandle: RouteHandle = { title: 'Invoice', headingBar: false };

/**
 * Issue 18: the customer portal. Public (no sign-in; the link's token is the credential) and loaded
 * on demand: its frame with the company's branding, a proposal to answer, an invoice to pay.
 */
/** The portal's area: an address under it never needs the staff routes. */
export const PORTAL_ROOT = 'customer-portal';

export const portalRoutes: RouteObject[] = [
  {
    path: PORTAL_ROOT,
    handle: { headingBar: false } satisfies RouteHandle,
    lazy: lazyPage(() => import('./components/portal-layout-page')),
    children: [
      { path: 'proposal/:token', handle: proposalHandle, lazy: lazyPage(() => import('./components/proposal-page')) },
      { path: 'invoice/:token', handle: invoiceHandle, lazy: lazyPage(() => import('./components/invoice-page')) },
    ],
  },
];
