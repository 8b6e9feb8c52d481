/* global window, requestIdleCallback -- parts of this module run in the page */
// Waiting for a page to settle before a timed interaction, so the figure is the interaction's and not
// the tail of what came before it (a page load finishing its work, the list re-rendering for a
// cleared search). A user starts typing into a screen that has finished appearing.

/** In the page: resolves once no long task (over 50 ms) has run for `quietMs`, or after `timeoutMs`. */
function quietMainThread({ quietMs, timeoutMs }) {
  return new Promise((resolve) => {
    const started = performance.now();
    let quietSince = started;
    const observer = new PerformanceObserver(() => {
      quietSince = performance.now();
    });
    observer.observe({ type: 'longtask' });
    const check = () => {
      const now = performance.now();
      if (now - quietSince >= quietMs || now - started >= timeoutMs) {
        observer.disconnect();
        resolve(window.performance.now() - started);
      } else {
        requestIdleCallback(check, { timeout: 100 });
      }
    };
    requestIdleCallback(check, { timeout: 100 });
  });
}

/** Waits until the page's main thread has had no long task for `quietMs` (default 500 ms; at most `timeoutMs`, 15 s). */
export function settle(page, { quietMs = 500, timeoutMs = 15_000 } = {}) {
  return page.evaluate(quietMainThread, { quietMs, timeoutMs });
}
