/**
 * The committed list of XSS payloads (issue 18 Security): put into names and comments a customer
 * types in the portal, they must reach every screen and email as text and run on neither side.
 * Each one, if it ran, would call `window.alert` or set `window.__xss`.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">click</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<details open ontoggle=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
];

/** All payloads in one text (a comment field holds them all). */
export const XSS_TEXT = XSS_PAYLOADS.join('\n');

/** A signer's name of at most 100 characters carrying the first two payloads. */
export const XSS_NAME = 'Pat <img src=x onerror=alert(1)><script>alert(1)</script>';
