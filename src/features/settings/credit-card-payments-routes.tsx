import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const handle: RouteHandle = { title: 'Credit Card Payments', helpKey: 'credit-card-payments' };

/** settings/credit-card-payments, a child of the settings layout behind its ADMINISTRATOR guard. */
export const creditCardPaymentsRoutes: RouteObject[] = [
  { path: 'credit-card-payments', handle, lazy: lazyPage(() => import('./components/credit-card-payments-page')) },
];
