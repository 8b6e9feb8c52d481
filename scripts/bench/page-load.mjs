/* global window, document, requestAnimationFrame -- parts of this module run in the page */
// A fresh page load onto a screen, signed in, at the bench's CPU throttle: the JS it loads (gzip),
// LCP, the time until the screen's main data is painted, and the DOM size after load.
import { config, REFRESH_TOKEN_KEY, webOrigin } from './config.mjs';
import { gzipBytes, refreshToken } from './servers.mjs';

/**
 * Runs in the page before its scripts. Records LCP entries and, on every animation frame, checks the
 * screen's `ready` condition; the first frame where it holds, plus one task (so that frame has been
 * painted), is the time to data, in ms from navigation start.
 *
 * `ready`: { selector, text?, value?, idle?, timeoutMs } — an element matching `selector` is visible
 * (and contains `text`, and, for an input, holds a value), and nothing in `idle` shows a progress bar.
 */
export function installProbe(ready) {
  const bench = { lcp: 0, lcpElement: '', readyAt: undefined, flushLcp: () => undefined };
  window.__bench = bench;
  const record = (entries) => {
    for (const entry of entries) {
      bench.lcp = entry.startTime;
      const element = entry.element;
      bench.lcpElement = element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"` : '';
    }
  };
  try {
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // Entries not yet delivered to the callback (it runs as a low-priority task).
    bench.flushLcp = () => record(observer.takeRecords());
  } catch {
    bench.flushLcp = () => undefined;
  }
  if (!ready) return;
  const holds = () => {
    if (ready.idle) {
      const container = document.querySelector(ready.idle);
      if (!container || container.querySelector('[role="progressbar"]')) return false;
    }
    for (const element of document.querySelectorAll(ready.selector)) {
      if (element.getClientRects().length === 0) continue;
      if (ready.text && !(element.textContent ?? '').includes(ready.text)) continue;
      if (ready.value && !element.value) continue;
      return true;
    }
    return false;
  };
  bench.ready = new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`not ready within ${ready.timeoutMs} ms: ${JSON.stringify(ready)}`)), ready.timeoutMs);
    const frame = () => {
      if (!holds()) {
        requestAnimationFrame(frame);
        return;
      }
      setTimeout(() => {
        clearTimeout(deadline);
        bench.readyAt = performance.now();
        resolve(bench.readyAt);
      }, 0);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * A new browser context signed in as the bench's account (a refresh token of its own in
 * localStorage), or signed out, and a page in it throttled to `config.cpuRate`.
 */
export async function openThrottledPage(browser, { signedIn = true } = {}) {
  const storageState = signedIn
    ? { cookies: [], origins: [{ origin: webOrigin, localStorage: [{ name: REFRESH_TOKEN_KEY, value: await refreshToken(config.account) }] }] }
    : undefined;
  const context = await browser.newContext({ viewport: config.viewport, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: config.cpuRate });
  return { context, page, cdp };
}

/**
 * Loads `path` (the part after `#`) fresh in a new throttled context. Answers the page (still open,
 * for the screen's interactions) and the load's figures.
 */
export async function loadScreen(browser, screen, path) {
  const { context, page, cdp } = await openThrottledPage(browser, { signedIn: screen.signedIn !== false });
  await context.addInitScript(installProbe, { timeoutMs: 180_000, ...screen.ready });
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === webOrigin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${webOrigin}/#${path}`, { waitUntil: 'commit' });
  const timeToDataMs = await page.evaluate(() => window.__bench.ready);
  await page.waitForLoadState('networkidle');
  // Paint entries arrive once the frame is presented, which can lag the paint on a busy machine.
  await page.waitForFunction(() => (window.__bench.flushLcp(), window.__bench.lcp > 0), null, { timeout: 10_000, polling: 100 }).catch(() => undefined);
  const { lcp, lcpElement, domNodes } = await page.evaluate(() => ({
    lcp: (window.__bench.flushLcp(), window.__bench.lcp || Number.NaN),
    lcpElement: window.__bench.lcpElement,
    domNodes: document.getElementsByTagName('*').length,
  }));
  const files = [...scripts].filter((file) => !file.endsWith('/sw.js')).sort();
  const jsGzipBytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { context, page, cdp, figures: { jsGzipBytes, files, lcpMs: lcp, lcpElement, timeToDataMs, domNodes } };
}
