import { appBaseUrl } from './handler-utils';

/**
 * Where the simulated third-party pages (card provider onboarding, billing portal) live.
 *
 * - In the browser (demo build) and in Node tests they are hash routes of the app itself
 *   (`{app}#/demo/...`, see `src/features/demo`).
 * - The HTTP mock server (`npm run api:mock`) serves them as plain HTML pages on its own origin
 *   (`http://127.0.0.1:3101/demo/...`); it calls `serveSimulatedPagesFrom` at start-up.
 */
let serverOrigin: string | null = null;

/** Makes the mock answer addresses of HTML pages on `origin` (the HTTP mock server). `null` restores hash routes. */
export function serveSimulatedPagesFrom(origin: string | null): void {
  serverOrigin = origin ? origin.replace(/\/+$/, '') : null;
}

/** True when the simulated pages are server-rendered HTML (the HTTP mock server). */
export function simulatedPagesAreHtml(): boolean {
  return serverOrigin !== null;
}

/**
 * The address of a simulated page. `hashPath` is the app's route (`/demo/...`), which is also the
 * HTML page's path on the mock server.
 */
export function simulatedPageUrl(request: Request, hashPath: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  if (serverOrigin) return `${serverOrigin}${hashPath}?${query}`;
  return `${appBaseUrl(request)}#${hashPath}?${query}`;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/**
 * A complete, self-contained HTML page in the look of a third-party site: a dark brand bar naming
 * the simulated service, then the content. No scripts; forms post back to the mock server.
 */
export function simulatedHtmlPage({ title, brand, body }: { title: string; brand: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; background: #f3f0fa; color: #1f1a2e; }
  header { background: #2d1b69; color: #fff; padding: 14px 20px; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
  header strong { font-size: 1.1rem; }
  header span { background: #ffd966; color: #2d1b69; border-radius: 999px; padding: 2px 10px; font-size: 0.8rem; font-weight: 700; }
  main { max-width: 560px; margin: 24px auto; padding: 0 16px; }
  section { background: #fff; border: 1px solid #d9d2ee; border-radius: 12px; padding: 20px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input[type=text] { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #8c82ad; border-radius: 8px; font-size: 1rem; }
  .check { display: flex; gap: 8px; align-items: flex-start; font-weight: 400; }
  button { margin-top: 20px; background: #5b3cc4; color: #fff; border: 0; border-radius: 8px; padding: 10px 18px; font-size: 1rem; font-weight: 600; cursor: pointer; }
  a { color: #4a2fa8; }
  .error { background: #fde7e9; border: 1px solid #b3261e; color: #7a1610; border-radius: 8px; padding: 10px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .note { color: #4d4766; font-size: 0.9rem; }
</style>
</head>
<body>
<header><strong>${escapeHtml(brand)}</strong><span>Simulated</span></header>
<main>
${body}
</main>
</body>
</html>`;
}
