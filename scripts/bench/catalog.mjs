/* global window, document, requestAnimationFrame */
// The pricebook catalog panel in the job editor (issue 14): opening it, and a search over the large
// seed's 5,000 items to its first page of results.
//
// Each figure runs from the input event's timestamp (the click on Pricebook, the Enter of a search)
// until the frame showing the result has been painted: the panel's item table with rows and nothing
// loading; for a search, a first row other than the one shown before, nothing loading.
import { settle } from './settle.mjs';

const TABLE = '[role="dialog"] table[aria-label="Products/Services"]';

/** In the page: arms a watch for the next `on` event and answers, as `window.__benchCatalog`, the ms until `ready()` holds and that frame is painted. */
function armWatch({ on, table, before, timeoutMs }) {
  const ready = () => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog || dialog.querySelector('[role="progressbar"]')) return false;
    const first = document.querySelector(`${table} tbody tr`);
    return first !== null && (before === null || first.textContent !== before);
  };
  window.__benchCatalog = new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`the catalog did not show its ${before === null ? 'items' : 'results'} within ${timeoutMs} ms`)), timeoutMs);
    const onEvent = (event) => {
      if (on === 'keydown' && event.key !== 'Enter') return;
      document.removeEventListener(on, onEvent, true);
      const start = event.timeStamp;
      const frame = () => {
        if (!ready()) {
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
    document.addEventListener(on, onEvent, true);
  });
}

/** In the page: how many item rows the panel's table renders, and its first row's text. */
function tableState(table) {
  const rows = document.querySelectorAll(`${table} tbody tr`);
  return { rendered: rows.length, first: rows[0]?.textContent ?? null };
}

/**
 * Opens the catalog panel from the job editor (the first opening loads its code), then searches each
 * term with Enter. Answers the opening's ms and each search's ms with the rows rendered.
 */
export async function measureCatalog(page, { terms }) {
  await settle(page);
  await page.evaluate(armWatch, { on: 'click', table: TABLE, before: null, timeoutMs: 60_000 });
  await page.getByRole('button', { name: 'Pricebook', exact: true }).click();
  const openMs = await page.evaluate(() => window.__benchCatalog);
  const panel = page.getByRole('dialog', { name: 'Pricebook' });
  const searches = [];
  for (const term of terms) {
    await settle(page);
    const before = await page.evaluate(tableState, TABLE);
    await panel.getByRole('textbox', { name: 'Search' }).fill(term);
    await page.evaluate(armWatch, { on: 'keydown', table: TABLE, before: before.first, timeoutMs: 60_000 });
    await panel.getByRole('textbox', { name: 'Search' }).press('Enter');
    const ms = await page.evaluate(() => window.__benchCatalog);
    searches.push({ term, ms, ...(await page.evaluate(tableState, TABLE)) });
  }
  await panel.getByRole('button', { name: 'Close', exact: true }).first().click();
  return { openMs, searches };
}
