/* global window, document, MutationObserver */
// Issue 20: export what you see. The job list with every status (10,000 jobs in the large seed)
// exported to Excel through the list's Export dialog: the time from the dialog's Export click to
// the first progress shown ("Fetched N of M rows"), and to the downloaded workbook, whose rows are
// counted. Measured without CPU throttling (the budget: ≤ 10 s, progress within 1 s).
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';

/**
 * In the page: arms a watch answering, as `window.__benchExport`, the time of the next click and of
 * the first progress the dialog shows ("Fetched N of M rows" with N > 0, or the writing of the file), from a mutation observer (a
 * small list's export can be over before a poll would see it).
 */
function armWatch() {
  const times = { clickedAt: null, progressAt: null };
  window.__benchExport = times;
  document.addEventListener(
    'click',
    (event) => {
      times.clickedAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const observer = new MutationObserver(() => {
    if (times.clickedAt === null) return;
    const dialog = document.querySelector('[role="dialog"]');
    if (/Fetched [1-9]|Writing the file/.test(dialog?.textContent ?? '')) {
      times.progressAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/**
 * Opens `path` (the list with its filter), opens Export, chooses Excel and exports. Answers the
 * rows matching, the ms to the first progress and to the download, and the workbook's data rows.
 */
export async function measureListExport(page, cdp, { label, path, cpuRate }) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  try {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${path}`);
    const region = page.getByRole('region', { name: label });
    await region.getByRole('table', { name: label }).locator('tbody tr').first().waitFor({ timeout: 120_000 });
    // The click waits until the button is enabled (the list's first answer has come).
    await region.getByRole('button', { name: 'Columns and Format', exact: true }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog', { name: `Export ${label}` });
    await dialog.getByRole('radio', { name: 'Excel (.xlsx)' }).check();
    const matchingText = (await dialog.getByText(/rows? match/).textContent()) ?? '';
    const matching = Number(/([\d,]+)/.exec(matchingText)?.[1]?.replace(/,/g, '') ?? Number.NaN);
    const downloading = page.waitForEvent('download', { timeout: 120_000 });
    await page.evaluate(armWatch);
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    const { clickedAt, progressAt, now } = await page.evaluate(() => ({ ...window.__benchExport, now: performance.now() }));
    // The download event reaches the test a little after the page saved the file: its time is an upper bound.
    const totalMs = now - clickedAt;
    const firstProgressMs = progressAt === null ? Number.NaN : progressAt - clickedAt;
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    const rows = (sheet.match(/<row /g)?.length ?? 1) - 1;
    return { list: label, path, matching, rows, firstProgressMs, totalMs, file: download.suggestedFilename() };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
}
