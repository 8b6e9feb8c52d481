/* global window */
// Issue 20: bulk changes. The customer list (5,000 customers in the large seed): Select all, "Select
// all N matching this filter", Make Inactive, and the time from that click to the preview's list of
// what will change (Bulk/Preview over every matching customer, answered and drawn), at the bench's
// CPU throttle. Nothing is applied.

/**
 * Opens the customer list with every customer (active or not), ticks all matching and previews
 * Make Inactive. Answers the customers selected and the ms from the click to the preview.
 */
export async function measureBulkPreview(page, { label, path }) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
  const region = page.getByRole('region', { name: label });
  await region.getByRole('table', { name: label }).locator('tbody tr').first().waitFor({ timeout: 120_000 });
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  const selectAll = bar.getByRole('button', { name: /^Select all [\d,]+ matching this filter$/ });
  const selected = Number(((await selectAll.textContent()) ?? '').replace(/[^\d]/g, ''));
  await selectAll.click();
  const started = await page.evaluate(() => performance.now());
  await bar.getByRole('button', { name: 'Make Inactive' }).click();
  await page.getByRole('region', { name: /will change$/ }).or(page.getByText('Nothing to change: every selected record would be skipped.')).first().waitFor({ timeout: 60_000 });
  const ms = (await page.evaluate(() => performance.now())) - started;
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  return { selected, ms };
}
