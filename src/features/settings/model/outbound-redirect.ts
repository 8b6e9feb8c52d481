import type { ApiErrorOutcome } from '@/lib/api-client/error-catalogue';

/**
 * Whether the browser may follow an address the server answered for leaving the app (the card
 * provider's onboarding, the billing portal). Every outbound redirect goes through this check.
 */
export type OutboundRedirectCheck =
  | { kind: 'follow'; url: string }
  | {
      kind: 'refuse';
      /** `invalid`: not an address (or one with credentials); `scheme`: not https (http only for loopback); `host`: an origin outside the allow-list. */
      reason: 'invalid' | 'scheme' | 'host';
      /** The refused address's host, when it has one. */
      host: string | null;
    };

export interface OutboundRedirectContext {
  /**
   * The allow-list (`env.billingHosts`, from `VITE_BILLING_HOSTS`): entries `host`, `host:port` or
   * an origin `https://host[:port]`, lower case. A bare `host` is that host's default https port.
   */
  allowedHosts: readonly string[];
  /** The address the app is at now (`window.location.href`); relative answers resolve against it. */
  currentHref: string;
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_ADDRESS_LENGTH = 4000;

function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTNAMES.has(url.hostname);
}

/** The origins an allow-list entry stands for: `https://host[:port]`, and `http://…` for loopback hosts. */
function allowedOrigins(entry: string): string[] {
  const text = entry.trim().toLowerCase();
  if (!text) return [];
  try {
    if (text.includes('://')) return [new URL(text).origin];
    const secure = new URL(`https://${text}`);
    if (secure.pathname !== '/' || secure.username || secure.password || secure.search || secure.hash) return [];
    return isLoopback(secure) ? [secure.origin, new URL(`http://${text}`).origin] : [secure.origin];
  } catch {
    return [];
  }
}

/**
 * Decides whether the browser may follow `candidate`: an address on the app's own origin, or one
 * whose origin is on the allow-list. Allow-listed origins must use https unless their host is
 * loopback (the local HTTP mock server). Anything else is refused: other schemes (`javascript:`,
 * `data:`), look-alike hosts, hosts hidden behind credentials (`https://allowed@evil`), ports
 * not listed, malformed or over-long text.
 */
export function checkOutboundRedirect(candidate: unknown, { allowedHosts, currentHref }: OutboundRedirectContext): OutboundRedirectCheck {
  if (typeof candidate !== 'string' || !candidate.trim() || candidate.length > MAX_ADDRESS_LENGTH) {
    return { kind: 'refuse', reason: 'invalid', host: null };
  }
  let url: URL;
  let current: URL;
  try {
    current = new URL(currentHref);
    url = new URL(candidate.trim(), current);
  } catch {
    return { kind: 'refuse', reason: 'invalid', host: null };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refuse', reason: 'scheme', host: url.host || null };
  if (url.username || url.password) return { kind: 'refuse', reason: 'invalid', host: url.host };
  if (url.origin === current.origin) return { kind: 'follow', url: url.href };
  if (url.protocol === 'http:' && !isLoopback(url)) return { kind: 'refuse', reason: 'scheme', host: url.host };
  if (!allowedHosts.some((entry) => allowedOrigins(entry).includes(url.origin))) return { kind: 'refuse', reason: 'host', host: url.host };
  return { kind: 'follow', url: url.href };
}

/** What the refused address was supposed to open, for the message. */
export type OutboundDestination = 'billing service' | 'payment provider';

/** The text of a refusal: what answered, the refused host and why it was not opened. */
export function outboundRefusalMessage(check: Extract<OutboundRedirectCheck, { kind: 'refuse' }>, destination: OutboundDestination): string {
  const where = check.host ? ` (${check.host})` : '';
  switch (check.reason) {
    case 'host':
      return `The ${destination} answered with an address${where} that is not one of the trusted addresses, so it was not opened.`;
    case 'scheme':
      return `The ${destination} answered with an address${where} that is not a secure web address, so it was not opened.`;
    case 'invalid':
      return `The ${destination} answered with an address that is not valid, so it was not opened.`;
  }
}

/** The error catalogue's modal for a refused address (spec 1 §8: a client-displayable error). */
export function outboundRefusalOutcome(check: Extract<OutboundRedirectCheck, { kind: 'refuse' }>, destination: OutboundDestination): ApiErrorOutcome {
  return { kind: 'modal', title: 'Unable to complete the request', messages: [outboundRefusalMessage(check, destination)] };
}
