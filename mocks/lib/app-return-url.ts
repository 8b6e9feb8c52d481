import { isSafeRedirectTarget, paths } from '../../src/config/paths';
import { isAppOrigin } from './app-origins';

/**
 * The address the simulated provider and billing pages send the browser back to, built by the mock
 * rather than echoed: the app's origin (one of `isAppOrigin`'s), the app's path and query from the
 * request's `returnUrl`, and an in-app route the mock chooses. `null` when `returnUrl` is not an
 * absolute http(s) address on an app origin (another site, credentials, `javascript:` …).
 *
 * `route` is the in-app path to return to, or a rule that picks it from the hash the app sent.
 */
export function appReturnUrl(returnUrl: string, route: string | ((sentPath: string) => string)): string | null {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !isAppOrigin(url.origin)) return null;
  let sentPath = '';
  try {
    sentPath = decodeURIComponent(url.hash.replace(/^#/, ''));
  } catch {
    sentPath = '';
  }
  const path = typeof route === 'string' ? route : route(sentPath);
  return `${url.origin}${url.pathname}${url.search}#${path}`;
}

/**
 * The billing portal's way back: the app's own route when it is a safe in-app path (not the billing
 * page itself), else the dashboard. The same rule as the billing page's.
 */
export function billingReturnRoute(sentPath: string): string {
  if (!isSafeRedirectTarget(sentPath)) return paths.dashboard;
  const pathname = sentPath.split(/[?#]/)[0] ?? sentPath;
  return pathname === paths.billing || pathname.startsWith(`${paths.billing}/`) ? paths.dashboard : sentPath;
}
