import { pageHeading, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Bulk changes journey (issue 20). The preview rules, versions and Undo's window are tested in
 * Vitest (tests/mocks/bulk-handlers.test.ts, tests/features/intake/intake-bulk.test.tsx).
 */

test.use({ account: 'office' });

test('selects all intake matching a filter, previews a status change, applies it, reads the report and undoes it', async ({ page }) => {
  await page.goto('/#/intake?status=Pending&size=10');
  await expect(pageHeading(page, 'Intake')).toBeVisible();
  const table = page.getByRole('table', { name: 'Intake' });
  await expect(table.locator('tbody tr')).toHaveCount(10);

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByRole('status')).toHaveText('10 intake records selected.');
  const selectAll = bar.getByRole('button', { name: /^Select all \d+ matching this filter$/ });
  const pendingTotal = Number((await selectAll.textContent())!.match(/\d+/)![0]);
  expect(pendingTotal).toBeGreaterThan(10);
  await selectAll.click();
  await expect(bar.getByRole('status')).toHaveText(`All ${pendingTotal} intake records matching this filter are selected.`);

  await bar.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: `Change Status: ${pendingTotal} intake records` });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('Status → Cancelled. Nothing has been changed yet.')).toBeVisible();
  await expect(dialog.getByRole('region', { name: `${pendingTotal} intake records will change` })).toBeVisible();

  await dialog.getByRole('button', { name: `Apply to ${pendingTotal} intake records` }).click();
  await expect(dialog.getByText(`${pendingTotal} intake records changed, 0 intake records not changed.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No intake matches the filter.')).toBeVisible();

  await toast(page, `${pendingTotal} intake records changed.`).getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, `Undone: ${pendingTotal} intake records put back.`)).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(10);
});
