import { env } from '@/config/env';
import { publishApiError } from '@/lib/api-client/api-error-bus';
import { checkOutboundRedirect, outboundRefusalOutcome, type OutboundDestination, type OutboundRedirectCheck } from '../model/outbound-redirect';

/** Leaving the app; a seam so tests can see where the browser was sent. Only `followCheckedRedirect` calls it. */
export const outboundBrowser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};

/** The check of an address the server answered, against `VITE_BILLING_HOSTS` and the app's own origin. */
export function checkServerRedirect(candidate: unknown): OutboundRedirectCheck {
  return checkOutboundRedirect(candidate, { allowedHosts: env.billingHosts, currentHref: window.location.href });
}

/**
 * Sends the browser to a checked address: `replace` swaps the current page in the history (Back
 * then skips it). Takes only a `follow` check, so nothing leaves the app unchecked.
 */
export function followCheckedRedirect(check: Extract<OutboundRedirectCheck, { kind: 'follow' }>, how: 'assign' | 'replace' = 'assign'): void {
  outboundBrowser[how](check.url);
}

/**
 * Checks an address the server answered and follows it, or shows the error catalogue's modal
 * naming what was refused. Answers whether the browser is on its way.
 */
export function followServerRedirect(candidate: unknown, destination: OutboundDestination, how: 'assign' | 'replace' = 'assign'): boolean {
  const check = checkServerRedirect(candidate);
  if (check.kind === 'refuse') {
    publishApiError(outboundRefusalOutcome(check, destination));
    return false;
  }
  followCheckedRedirect(check, how);
  return true;
}
