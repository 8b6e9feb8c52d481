/** What counts as the user at work: a key, a pointer press, a typed character, a wheel turn. */
const USER_EVENTS = ['keydown', 'pointerdown', 'input', 'wheel'] as const;

/**
 * Runs `work` once the user has left the page alone for `pauseMs` (no key, pointer press, input or
 * wheel), when the browser is next idle. Background work that takes a core for a while (the service
 * worker precaching the rest of the build) waits for a pause instead of slowing the first keys a user
 * types after the page opened. Answers a function that cancels it.
 */
export function afterUserPause(work: () => void, pauseMs: number): () => void {
  let timer = 0;
  let idle = 0;
  const stop = () => {
    window.clearTimeout(timer);
    if (idle && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
    for (const type of USER_EVENTS) window.removeEventListener(type, restart, true);
  };
  const run = () => {
    stop();
    work();
  };
  function restart() {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, pauseMs);
  }
  for (const type of USER_EVENTS) window.addEventListener(type, restart, { capture: true, passive: true });
  restart();
  return stop;
}
