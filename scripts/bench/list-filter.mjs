/* global window, document, requestAnimationFrame -- parts of this module run in the page */
// List filter typing to updated results, and how many rows a list renders for its matches.

/**
 * In the page: whether the list section `label` shows the answer for `term`: the address holds the
 * term, nothing is loading or updating, and what the list shows (its first row, or its empty text,
 * and its pagination) differs from `before`, the list as it was when the term was typed (a company's
 * row need not show the matched text). An empty term: the unfiltered list with its rows.
 */
function resultsShown({ label, term, before }) {
  const query = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
  if ((query.get('q') ?? '').toLowerCase() !== term.toLowerCase()) return false;
  const section = document.querySelector(`section[aria-label="${label}"]`);
  if (!section || section.querySelector('[role="progressbar"]')) return false;
  const first = section.querySelector(`table[aria-label="${label}"] tbody tr`);
  if (!before) return first !== null;
  const caption = section.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
  return `${first?.textContent ?? section.textContent}|${caption}` !== before;
}

/** In the page: what the list `label` shows now, as `resultsShown` compares it. */
function listShows({ label }) {
  const section = document.querySelector(`section[aria-label="${label}"]`);
  const first = section?.querySelector(`table[aria-label="${label}"] tbody tr`);
  const caption = section?.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
  return `${first?.textContent ?? section?.textContent ?? ''}|${caption}`;
}

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
 * In the page: arms a watch for the `trigger`-th keydown from now (1-based) and answers, as
 * `window.__benchFilter`, a promise of the ms from that keydown until `check` (resultsShown, passed
 * as source) holds for `term` and that frame has been painted.
 */
function armFilterWatch({ label, term, before, trigger, timeoutMs }, check) {
  let seen = 0;
  window.__benchFilter = new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`the ${label} list did not show the results for "${term}" within ${timeoutMs} ms`)), timeoutMs);
    const onKey = (event) => {
      seen += 1;
      if (seen < trigger) return;
      document.removeEventListener('keydown', onKey, true);
      const start = event.timeStamp;
      const frame = () => {
        if (!check({ label, term, before })) {
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
    document.addEventListener('keydown', onKey, true);
  });
}

/**
 * Measures filter-to-results on the list `label` for each term, in one of two ways:
 * - `typing`: the term typed key by key; from the keystroke that makes it searchable (its third
 *   character) to the filtered results painted; this includes the search field's typing pause.
 * - `enter`: the term filled in, then Enter; from the Enter keydown to the results painted.
 * Each term must be new to the page (a term searched before answers from the query cache).
 * Between terms the search is cleared and the unfiltered list awaited.
 */
export async function measureListFilter(page, { label, terms, via, minLength = 3 }) {
  const search = page.getByRole('searchbox', { name: 'Search' });
  const samples = [];
  let stats;
  for (const term of terms) {
    if (term.length < minLength) throw new Error(`"${term}" is shorter than the ${minLength} characters a search needs`);
    const trigger = via === 'typing' ? minLength : 1;
    const before = await page.evaluate(listShows, { label });
    const watch = { label, term, before, trigger, timeoutMs: 60_000 };
    await page.evaluate(`(${armFilterWatch.toString()})(${JSON.stringify(watch)}, ${resultsShown.toString()})`);
    if (via === 'typing') {
      await search.click();
      for (const character of term) await search.press(character);
    } else {
      await search.fill(term);
      await search.press('Enter');
    }
    samples.push(await page.evaluate(() => window.__benchFilter));
    stats = await page.evaluate(listStats, label);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForFunction(resultsShown, { label, term: '' }, { timeout: 120_000, polling: 100 });
  }
  return { via, terms, samples, last: stats };
}

/** The unfiltered list's rows against its page size (a list of thousands must render one page). */
export async function unfilteredListStats(page, label) {
  await page.waitForFunction(resultsShown, { label, term: '' }, { timeout: 120_000, polling: 100 });
  return page.evaluate(listStats, label);
}
