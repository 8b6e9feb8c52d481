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
  // The field is looked up once: a locator's lookup before every key runs Playwright's role queries
  // in the page (the whole document behind a dialog), whose garbage made collections land inside
  // the measured keystrokes (as it did in the reorder below).
  const field = await locator.elementHandle();
  await settle(page);
  await page.evaluate(installKeystrokeProbe);
  const samples = [];
  for (let index = 0; index < keystrokes; index += 1) {
    await page.evaluate(() => window.__benchKeystroke.arm());
    await field.press(keys[index % keys.length]);
    samples.push(await page.evaluate(() => Promise.race([window.__benchKeystroke.done, new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 10_000))])));
  }
  const measured = samples.filter((sample) => Number.isFinite(sample));
  if (measured.length < samples.length) throw new Error(`${samples.length - measured.length} of ${samples.length} keystrokes were not seen by the page`);
  return { keystrokes, samples, p50: percentile(measured, 50), p95: percentile(measured, 95), max: Math.max(...measured) };
}

/**
 * Installs the reorder probe once per document: `window.__benchReorder.arm(handle)` answers, for the
 * next keydown, the time until the first painted frame in which the handle's row has left the place
 * it had when armed (its `data-index`): a drop that the page holds back for a while (until a scroll
 * has been taken in) is measured until the list shows it, not only until the next frame.
 */
function installReorderProbe() {
  if (window.__benchReorder) return;
  let pending = null;
  const placeOf = (element) => element.closest('[data-index]')?.getAttribute('data-index') ?? null;
  document.addEventListener(
    'keydown',
    (event) => {
      if (!pending) return;
      const { resolve, handle, place } = pending;
      pending = null;
      const start = event.timeStamp;
      const frame = () => {
        if (placeOf(handle) === place) requestAnimationFrame(frame);
        else setTimeout(() => resolve(performance.now() - start), 0);
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
  window.__benchReorder = {
    arm(handle) {
      let resolve;
      const done = new Promise((settle) => {
        resolve = settle;
      });
      pending = { resolve, handle, place: placeOf(handle) };
      window.__benchReorder.done = done;
    },
  };
}

/**
 * Reorders with the keyboard, `moves` times: on the drag handle `locator` (the same line each time:
 * it goes one place further down per move), Space picks the line up, ArrowDown moves it, Space drops
 * it; each drop is measured from its keydown to the first painted frame that shows the line in its
 * new place (`installReorderProbe`), and must have moved the line one place down. The handle is
 * looked up once: a locator's lookup before every key runs Playwright's role queries in the page,
 * whose garbage (over a megabyte per move) made collections land inside the measured drops.
 * Answers the drops' samples and their p50 / p95 / max in ms.
 */
export async function measureReorder(page, locator, { moves = 10 } = {}) {
  const handle = await locator.elementHandle();
  await handle.focus();
  await settle(page);
  await page.evaluate(installReorderProbe);
  const samples = [];
  const place = () => handle.evaluate((element) => Number(element.closest('[data-index]')?.getAttribute('data-index')));
  for (let move = 0; move < moves; move += 1) {
    const before = await place();
    await handle.press(' ');
    await handle.press('ArrowDown');
    await handle.evaluate((element) => window.__benchReorder.arm(element));
    await handle.press(' ');
    samples.push(await page.evaluate(() => Promise.race([window.__benchReorder.done, new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 10_000))])));
    await settle(page);
    const after = await place();
    if (after !== before + 1) throw new Error(`reorder move ${move + 1}: the line went from place ${before} to ${after}, not one down`);
    // The handle keeps its focus after a drop (dnd-kit gives it back): the next move starts there.
    await handle.focus();
  }
  return { samples, p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples.filter(Number.isFinite)) };
}
