import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-page';
import type { RouteHandle } from '@/lib/route-handle';

const onboardingHandle: RouteHandle = { title: 'Payment provider (simulated)', headingBar: false };
const portalHandle: RouteHandle = { title: 'Billing portal (simulated)', headingBar: false };

/**
 * Simulated third-party pages of the in-browser mock backend (the router adds them only then):
 * the card provider's onboarding and the billing portal. Public, like the real sites.
 */
export const demoRoutes: RouteObject[] = [
  {
    path: paths.demoPaymentProviderOnboarding.slice(1),
    handle: onboardingHandle,
    lazy: lazyPage(() => import('./components/payment-provider-onboarding-page')),
  },
  { path: paths.demoBillingPortal.slice(1), handle: portalHandle, lazy: lazyPage(() => import('./components/billing-portal-page')) },
];
