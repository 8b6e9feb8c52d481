import { isSafeRedirectTarget, paths } from '@/config/paths';

/** Where the billing page returns to when no (safe) return address was passed. */
export const DEFAULT_BILLING_RETURN_PATH = paths.dashboard;

/**
 * The in-app path the billing portal links back to: the router state's `returnUrl` when it is a
 * safe same-origin path (never the billing page itself), else the dashboard.
 */
export function billingReturnPath(state: unknown): string {
  const candidate = typeof state === 'object' && state !== null ? (state as { returnUrl?: unknown }).returnUrl : undefined;
  if (!isSafeRedirectTarget(candidate)) return DEFAULT_BILLING_RETURN_PATH;
  const pathname = candidate.split(/[?#]/)[0] ?? candidate;
  if (pathname === paths.billing || pathname.startsWith(`${paths.billing}/`)) return DEFAULT_BILLING_RETURN_PATH;
  return candidate;
}

/** The absolute address of an in-app (hash) path: this page's origin, path and query, then `#path`. */
export function appAddress(path: string, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return `${location.origin}${location.pathname}${location.search}#${path}`;
}
