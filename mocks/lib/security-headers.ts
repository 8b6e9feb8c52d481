import { createHash } from 'node:crypto';

/**
 * The security headers of the built app (served by `vite preview`, written to the build's
 * `_headers` for hosts) and of the HTTP mock server. Node only: vite.config.ts, the mock server and
 * their tests use it; docs/deploying.md explains each header.
 */

/** Sent with every answer: no MIME sniffing, and no full address in the Referer of other sites. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The text of each inline `<script>` (one without `src`) of an HTML page, in order. */
export function inlineScripts(html: string): string[] {
  return Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi))
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/** The CSP hash source of a script's text: `'sha256-…'` (base64 of the UTF-8 text's SHA-256). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export interface AppPolicyOptions {
  /** The built index.html: its inline scripts are allowed by hash. */
  html: string;
  /** The API base the build calls (`VITE_API_BASE_URL`); none for the demo build (its mock runs in the page). */
  apiBase?: string | null;
}

/** The API base as a CSP source (origin and path); `null` for a relative base, which `'self'` covers. */
function apiSource(apiBase: string | null | undefined): string | null {
  if (!apiBase) return null;
  try {
    const url = new URL(apiBase);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/**
 * The app's Content-Security-Policy: scripts only from the app's origin plus the index.html's two
 * inline scripts by hash (the static login frame's and the app start's); styles from the origin and
 * inline (Emotion writes style elements); images from the origin, `data:` (form signatures), `blob:`
 * (downloaded images and logos) and https (remote images in an email, only when the viewer asks for
 * them); calls only to the origin and the API base; frames and plugin data only from `blob:` (a
 * document's PDF, which the app makes and shows in a frame: Chrome's PDF viewer is a plugin, and the
 * blob's document inherits this policy); workers from the origin and `blob:` (the spreadsheet
 * library zips a large workbook in a worker it makes from a blob; without it an export of thousands
 * of rows never finishes); never framed.
 */
export function appContentSecurityPolicy({ html, apiBase }: AppPolicyOptions): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHashSource))];
  const api = apiSource(apiBase);
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src blob:",
    "object-src blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header the app's pages and files are served with. */
export function appSecurityHeaders(options: AppPolicyOptions): Record<string, string> {
  return { 'Content-Security-Policy': appContentSecurityPolicy(options), ...BASE_SECURITY_HEADERS };
}

/**
 * The headers as a `_headers` file (the format Netlify and Cloudflare Pages read; other hosts copy
 * the values): one block for every path.
 */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

/** The headers of a `_headers` file's `/*` block. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const separator = line.indexOf(':');
    if (inAllPaths && separator > 0) headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return headers;
}

/**
 * The HTTP mock server's headers. API answers are data, never a page: nothing may load from them.
 * The simulated provider and billing pages are plain HTML with an inline style sheet and a form
 * that posts to the server and is redirected back to the app (`appOrigins`: CSP sources).
 */
export function mockServerSecurityHeaders(kind: 'api' | 'page', appOrigins: readonly string[]): Record<string, string> {
  const policy =
    kind === 'api'
      ? "default-src 'none'; frame-ancestors 'none'"
      : [
          "default-src 'none'",
          "style-src 'unsafe-inline'",
          "img-src 'self' data:",
          `form-action 'self'${appOrigins.map((origin) => ` ${origin}`).join('')}`,
          "base-uri 'none'",
          "frame-ancestors 'none'",
        ].join('; ');
  return { 'Content-Security-Policy': policy, ...BASE_SECURITY_HEADERS };
}
