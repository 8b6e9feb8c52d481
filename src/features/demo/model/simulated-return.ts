/**
 * The address a simulated third-party page sends the browser back to: only an absolute or relative
 * address on the app's own origin is used; anything else (another site, `javascript:`) yields `null`.
 */
export function sameOriginReturnUrl(candidate: string | null | undefined, currentHref: string): string | null {
  if (!candidate || !candidate.trim()) return null;
  try {
    const current = new URL(currentHref);
    const url = new URL(candidate.trim(), current);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== current.origin) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The app's own address for an in-app (hash) path, from the current page address. */
export function appHashAddress(path: string, currentHref: string): string {
  const url = new URL(currentHref);
  return `${url.origin}${url.pathname}${url.search}#${path}`;
}
