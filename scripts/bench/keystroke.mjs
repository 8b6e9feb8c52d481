/* global window, document, requestAnimationFrame -- parts of this module run in the page */
// Keystroke to paint: the harness later issues reuse for their editors.
//
//   import { measureKeystrokeToPaint } from './bench/keystroke.mjs';
//   const { p50, p95 } = await measureKeystrokeToPaint(page, page.getByRole('textbox', { name: 'Title' }), { keystrokes: 50 });
//
// For each key: from the keydown event's timestamp (when the browser took the key, so a busy main
// thread's queueing counts) until the next frame after the key's handlers ran has been painted:
// a requestAnimationFrame scheduled from the keydown, then one task after that frame.
import { percentile } from './report.mjs';
import { settle } from './settle.mjs';

/** Keys typed by default: five letters, then five Backspaces, so the value keeps its length. */
export function defaultKeys(count) {
  const letters = 'etaoinsrhl';
  return Array.from({ length: count }, (_, index) => (index % 10 < 5 ? letters[index % letters.length] : 'Backspace'));
}

/** Installs the in-page probe once per document: `window.__benchKeystroke.next()` answers the next key's time. */
function installKeystrokeProbe() {
  if (window.__benchKeystroke) return;
  let pending = null;
  document.addEventListener(
    'keydown',
    (event) => {
      if (!pending) return;
      const { resolve } = pending;
      pending = null;
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    },
    { capture: true },
  );
  window.__benchKeystroke = {
    arm() {
      let resolve;
      const done = new Promise((settle) => {
        resolve = settle;
      });
      pending = { resolve };
      window.__benchKeystroke.done = done;
    },
  };
}

/**
 * Types `keystrokes` keys into `locator` (focused, caret at the end, the page settled: `settle`), one
 * at a time, and measures each from keydown to the next paint. Answers every sample and their p50 / p95 / max in ms.
 * Options: `keystrokes` (default 50), `keys` (the keys to press, default `defaultKeys`).
 */
export async function measureKeystrokeToPaint(page, locator, { keystrokes = 50, keys = defaultKeys(keystrokes) } = {}) {
  await locator.click();
  await locator.press('End');
  await settle(page);
  await page.evaluate(installKeystrokeProbe);
  const samples = [];
  for (let index = 0; index < keystrokes; index += 1) {
    await page.evaluate(() => window.__benchKeystroke.arm());
    await locator.press(keys[index % keys.length]);
    samples.push(await page.evaluate(() => Promise.race([window.__benchKeystroke.done, new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 10_000))])));
  }
  const measured = samples.filter((sample) => Number.isFinite(sample));
  if (measured.length < samples.length) throw new Error(`${samples.length - measured.length} of ${samples.length} keystrokes were not seen by the page`);
  return { keystrokes, samples, p50: percentile(measured, 50), p95: percentile(measured, 95), max: Math.max(...measured) };
}

/**
 * Reorders with the keyboard, `moves` times: on the drag handle `locator` (the same line each time:
 * it goes one place further down per move), Space picks the line up, ArrowDown moves it, Space drops
 * it; each drop is measured from its keydown to the painted list. The handle is looked up once: a
 * locator's lookup before every key runs Playwright's role queries in the page, whose garbage (over
 * a megabyte per move) made collections land inside the measured drops.
 * Answers the drops' samples and their p50 / p95 / max in ms.
 */
export async function measureReorder(page, locator, { moves = 10 } = {}) {
  const handle = await locator.elementHandle();
  await handle.focus();
  await settle(page);
  await page.evaluate(installKeystrokeProbe);
  const samples = [];
  for (let move = 0; move < moves; move += 1) {
    await handle.press(' ');
    await handle.press('ArrowDown');
    await page.evaluate(() => window.__benchKeystroke.arm());
    await handle.press(' ');
    samples.push(await page.evaluate(() => Promise.race([window.__benchKeystroke.done, new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 10_000))])));
    await settle(page);
    // The handle keeps its focus after a drop (dnd-kit gives it back): the next move starts there.
    await handle.focus();
  }
  return { samples, p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples.filter(Number.isFinite)) };
}
