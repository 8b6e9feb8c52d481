/* global window, document, requestAnimationFrame, HTMLInputElement -- parts of this module run in the page */
// List filter typing to updated results, and how many rows a list renders for its matches.
//
// The address changes when a navigation completes, before React has rendered the list for it, so
// the address alone does not say what the list shows. Every term therefore starts from the
// unfiltered list as first shown (its first row and pagination, nothing loading), and its results
// are shown when the list, with nothing loading, shows anything else. While a term loads, the list
// keeps its rows and shows a progress bar, so no state in between passes for the results.

import { settle } from './settle.mjs';

/** In the page: what the list `label` shows now: its first row (or its text) and its pagination; `null` while it loads. */
function listShows({ label }) {
  const section = document.querySelector(`section[aria-label="${label}"]`);
  if (!section || section.querySelector('[role="progressbar"]')) return null;
  const first = section.querySelector(`table[aria-label="${label}"] tbody tr`);
  const caption = section.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
  return `${first?.textContent ?? section.textContent}|${caption}`;
}

/** In the page: the address's search term is `term` (lower case, as typed). */
function addressHolds(term) {
  const query = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
  return (query.get('q') ?? '').toLowerCase() === term.toLowerCase();
}

/**
 * In the page: whether the list shows the answer for `term`: the address holds the term and the
 * list, with nothing loading, shows something other than `unfiltered`.
 */
function resultsShown({ label, term, unfiltered }, shows, holds) {
  if (!holds(term)) return false;
  const now = shows({ label });
  return now !== null && now !== unfiltered;
}

/** In the page: the list shows `unfiltered` again, nothing loading, and the address has no term. */
function unfilteredShown({ label, unfiltered }, shows, holds) {
  return holds('') && shows({ label }) === unfiltered;
}

/** In the page: the list has rows and nothing loads (its first answer is shown). */
function listLoaded({ label }, shows) {
  const now = shows({ label });
  return now !== null && document.querySelector(`section[aria-label="${label}"] table[aria-label="${label}"] tbody tr`) !== null;
}

/** A page function calling `check` with the helpers above (functions cannot be passed as arguments). */
const inPage = (check) => `(arg) => (${check.toString()})(arg, ${listShows.toString()}, ${addressHolds.toString()})`;
const waitInPage = (page, check, arg) => page.waitForFunction(`(${inPage(check)})(${JSON.stringify(arg)})`, undefined, { timeout: 120_000, polling: 100 });

/** In the page: rows rendered in the list's table and what its pagination says. */
export function listStats(label) {
  const section = document.querySelector(`section[aria-label="${label}"]`);
  const rendered = section?.querySelectorAll(`table[aria-label="${label}"] tbody tr`).length ?? 0;
  const caption = section?.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
  const [, from, to, matches] = /(\d+)\D+(\d+)\D+?([\d,]+)/.exec(caption) ?? [];
  const pageSize = Number(section?.querySelector('.MuiTablePagination-input [role="combobox"]')?.textContent ?? Number.NaN);
  return {
    rendered,
    caption,
    from: Number(from ?? Number.NaN),
    to: Number(to ?? Number.NaN),
    matches: Number((matches ?? '').replace(/,/g, '') || Number.NaN),
    pageSize,
  };
}

/**
 * In the page: arms a watch for the `trigger`-th `on` event from now (1-based: a keydown, or the
 * search form's submit) and answers, as `window.__benchFilter`, a promise of the ms from that event
 * until `check` holds for `term` and that frame has been painted.
 */
function armFilterWatch({ label, term, unfiltered, trigger, on, timeoutMs }, check) {
  let seen = 0;
  window.__benchFilter = new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`the ${label} list did not show the results for "${term}" within ${timeoutMs} ms`)), timeoutMs);
    const onKey = (event) => {
      seen += 1;
      if (seen < trigger) return;
      document.removeEventListener(on, onKey, true);
      const start = event.timeStamp;
      const frame = () => {
        if (!check({ label, term, unfiltered })) {
          requestAnimationFrame(frame);
          return;
        }
        setTimeout(() => {
          clearTimeout(deadline);
          resolve(performance.now() - start);
        }, 0);
      };
      requestAnimationFrame(frame);
    };
    document.addEventListener(on, onKey, true);
  });
}

/**
 * In the page: puts `term` in the list's search field as a paste would, lets React render it, then
 * submits the search form as Enter does. The field searches a pasted term at once (the first
 * searchable term after a quiet moment), so the figure runs from the paste's input event; Enter then
 * finds the term already searched.
 */
async function pasteAndSubmit({ label, term }) {
  const input = document.querySelector(`section[aria-label="${label}"] input[type="search"]`);
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, term);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  input.form.requestSubmit();
}

/**
 * Measures filter-to-results on the list `label` for each term, in one of two ways:
 * - `typing`: the term typed key by key; from the keystroke that makes it searchable (its third
 *   character) to the filtered results painted; this includes the search field's typing pause.
 * - `enter`: the term pasted, then submitted as Enter does (`pasteAndSubmit`); from the paste (its
 *   input event, which searches) to the results painted.
 * Each term must be new to the page (a term searched before answers from the query cache).
 * `unfiltered`: what the unfiltered list shows (`unfilteredListStats`). Between terms the search is
 * cleared, the unfiltered list awaited and the page left to settle (`settle`).
 */
export async function measureListFilter(page, { label, terms, via, unfiltered, minLength = 3 }) {
  const search = page.getByRole('searchbox', { name: 'Search' });
  const samples = [];
  let stats;
  for (const term of terms) {
    if (term.length < minLength) throw new Error(`"${term}" is shorter than the ${minLength} characters a search needs`);
    await waitInPage(page, unfilteredShown, { label, unfiltered });
    await settle(page);
    const watch = via === 'typing' ? { label, term, unfiltered, trigger: minLength, on: 'keydown', timeoutMs: 60_000 } : { label, term, unfiltered, trigger: 1, on: 'input', timeoutMs: 60_000 };
    await page.evaluate(`(${armFilterWatch.toString()})(${JSON.stringify(watch)}, ${inPage(resultsShown)})`);
    if (via === 'typing') {
      await search.click();
      for (const character of term) await search.press(character);
    } else {
      await page.evaluate(pasteAndSubmit, { label, term });
    }
    samples.push(await page.evaluate(() => window.__benchFilter));
    stats = await page.evaluate(listStats, label);
    await page.getByRole('button', { name: 'Clear search' }).click();
  }
  await waitInPage(page, unfilteredShown, { label, unfiltered });
  return { via, terms, samples, last: stats };
}

/**
 * The unfiltered list as first shown (the screen opened without a term): its rows against its page
 * size (a list of thousands must render one page), and `shows`, what `measureListFilter` compares with.
 */
export async function unfilteredListStats(page, label) {
  await waitInPage(page, listLoaded, { label });
  const shows = await page.evaluate(`(${listShows.toString()})(${JSON.stringify({ label })})`);
  return { ...(await page.evaluate(listStats, label)), shows };
}
