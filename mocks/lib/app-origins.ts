/**
 * The origins the mock treats as the app's own: where it sends the browser back to after the
 * simulated provider and billing pages, and (on the HTTP mock server) which origins CORS admits.
 *
 * - The HTTP mock server configures them from `MOCK_APP_ORIGINS` (comma-separated origins, e.g.
 *   `https://app.example.com,http://127.0.0.1:4174`); unset, any `http://localhost:<port>` or
 *   `http://127.0.0.1:<port>` origin is the app (the builds served on this machine).
 * - In the browser (the demo build) the app is the page the mock runs in: `location.origin`.
 * - In Node tests, with neither, the loopback rule applies.
 */
let configured: readonly string[] | null = null;

const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** The origin of an address, or `null` for anything that is not an absolute http(s) address. */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Sets the app's origins (`null`: the default rule). Entries that are not origins are ignored. */
export function configureAppOrigins(origins: readonly string[] | null): void {
  configured = origins === null ? null : origins.map((origin) => originOf(origin.trim())).filter((origin): origin is string => origin !== null);
}

/** The app's origins from `MOCK_APP_ORIGINS` (comma-separated); `null` when unset or blank. */
export function appOriginsFromEnvironment(value: string | undefined): string[] | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length ? entries : null;
}

function pageOrigin(): string | null {
  return typeof location !== 'undefined' && typeof location.origin === 'string' && location.origin !== 'null' ? location.origin : null;
}

/** True when `origin` (e.g. `http://127.0.0.1:4174`) is the app's. */
export function isAppOrigin(origin: string): boolean {
  if (configured) return configured.includes(origin);
  const page = pageOrigin();
  if (page) return origin === page;
  return LOOPBACK_ORIGIN.test(origin);
}

/**
 * The app's origins as Content-Security-Policy sources (for the simulated pages' `form-action`,
 * which also governs the redirect back to the app after a form post).
 */
export function appOriginSources(): string[] {
  if (configured) return [...configured];
  const page = pageOrigin();
  if (page) return [page];
  return ['http://localhost:*', 'http://127.0.0.1:*'];
}
