import { isSafeRedirectTarget, paths } from '@/config/paths';

/** What the billing page does with the portal address the server answered. */
export type BillingRedirectDecision =
  | { kind: 'follow'; url: string }
  | {
      kind: 'refuse';
      /** `invalid`: not an address; `scheme`: not http(s); `host`: a host outside the allow-list. */
      reason: 'invalid' | 'scheme' | 'host';
      /** The refused address's host, when it has one. */
      host: string | null;
    };

export interface BillingRedirectContext {
  /** Billing provider hosts the browser may be sent to (`env.billingHosts`): `host` or `host:port`, lower case. */
  allowedHosts: readonly string[];
  /** The address the app is at now (`window.location.href`); relative answers resolve against it. */
  currentHref: string;
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function isAllowListed(url: URL, allowedHosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    if (!allowed) return false;
    // An entry with a port must match exactly; one without matches the host on any port.
    return allowed.includes(':') && !allowed.startsWith('[') ? allowed === host : allowed === hostname || allowed === host;
  });
}

/**
 * Decides whether the browser may follow a billing portal address: same-origin addresses and
 * addresses on the allow-list are followed; allow-listed hosts must use https unless they are
 * loopback (the local HTTP mock server). Anything else — other hosts, other schemes
 * (`javascript:`, `data:`), embedded credentials or malformed text — is refused.
 */
export function billingRedirectDecision(candidate: string, { allowedHosts, currentHref }: BillingRedirectContext): BillingRedirectDecision {
  let url: URL;
  let current: URL;
  try {
    current = new URL(currentHref);
    url = new URL(candidate.trim(), current);
  } catch {
    return { kind: 'refuse', reason: 'invalid', host: null };
  }
  if (!candidate.trim()) return { kind: 'refuse', reason: 'invalid', host: null };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refuse', reason: 'scheme', host: url.host || null };
  if (url.username || url.password) return { kind: 'refuse', reason: 'invalid', host: url.host };
  if (url.origin === current.origin) return { kind: 'follow', url: url.href };
  if (!isAllowListed(url, allowedHosts)) return { kind: 'refuse', reason: 'host', host: url.host };
  if (url.protocol === 'http:' && !LOOPBACK_HOSTNAMES.has(url.hostname.toLowerCase())) {
    return { kind: 'refuse', reason: 'scheme', host: url.host };
  }
  return { kind: 'follow', url: url.href };
}

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

/** Text of the refusal shown on the billing page. */
export function billingRefusalMessage(decision: Extract<BillingRedirectDecision, { kind: 'refuse' }>): string {
  const where = decision.host ? ` (${decision.host})` : '';
  switch (decision.reason) {
    case 'host':
      return `The billing service answered with an address${where} that is not one of the trusted billing hosts, so it was not opened.`;
    case 'scheme':
      return `The billing service answered with an address${where} that is not a secure web address, so it was not opened.`;
    case 'invalid':
      return 'The billing service answered with an address that is not valid, so it was not opened.';
  }
}
