import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { choose, chooseMenuItem, expectNoHorizontalOverflow, PHONE, pageHeading, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * The reports (issue 19): Accounts Aging, Timesheet and Financial opened from the Reports menu, a
 * changed period, a drill-down and an export. Their figures are tied out against the records in
 * Vitest (tests/mocks/report-*.test.ts, tests/features/reports).
 */

async function sheetOf(download: Download): Promise<{ name: string; rows: number; sheet: string }> {
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  return { name: download.suggestedFilename(), rows: sheet.match(/<row /g)?.length ?? 0, sheet };
}

async function exportTable(page: Page): Promise<{ name: string; rows: number; sheet: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await sheetOf(await downloading);
  await expect(toast(page, 'Excel file download complete. Check your download folder.')).toBeVisible();
  return file;
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('Accounts Aging: from the menu, drills down to a customer and back, exports the table', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseMenuItem(page, 'Reports', 'Accounts Aging');
    await expect(pageHeading(page, 'Accounts Aging')).toBeVisible();
    await expect(page).toHaveTitle('Fieldline - Accounts Aging');
    const table = page.getByRole('table', { name: 'Accounts aging by customer' });
    await expect(table.getByRole('columnheader')).toHaveText(['Customer', 'Invoices', 'Current', '1–30', '31–60', '61–90', '90+', 'Total']);
    await expect(table.locator('tfoot')).toContainText('Total');
    await expect(page.getByRole('figure', { name: 'Open invoices by age' }).locator('svg').first()).toBeVisible();
    const customers = await table.locator('tbody tr').count();

    const file = await exportTable(page);
    expect(file.name).toMatch(/^accounts-aging-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.rows).toBe(customers + 2);

    const first = table.locator('tbody tr').first().getByRole('link');
    const name = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/customer=/);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    const invoices = page.getByRole('table', { name: 'Open invoices' });
    await expect(invoices.getByRole('columnheader')).toHaveText(['Invoice #', 'Date', 'Due Date', 'Days Past Due', 'Aging', 'Amount Due']);
    await expect(invoices.locator('tbody tr').first()).toBeVisible();
    await page.goBack();
    await expect(table).toBeVisible();
    await expect(page).not.toHaveURL(/customer=/);
  });

  test('Timesheet: changes the period, which stays in the address over a reload, and exports it', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseMenuItem(page, 'Reports', 'Timesheet');
    await expect(pageHeading(page, 'Timesheet Report')).toBeVisible();
    const table = page.getByRole('table', { name: 'Hours by person, day and job' });
    await expect(table.locator('tfoot')).toContainText('Total');
    await expect(page.getByRole('figure', { name: 'Hours by day' })).toBeVisible();
    await choose(page, 'Period', 'Last Month');
    await expect(page).toHaveURL(/period=last-month/);
    await page.getByLabel('From').fill('2026-01-01');
    await expect(page).toHaveURL(/period=custom/);
    await expect(page).toHaveURL(/from=2026-01-01/);
    await page.reload();
    await expect(page.getByLabel('From')).toHaveValue('2026-01-01');
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Custom');
    const file = await exportTable(page);
    expect(file.name).toMatch(/^timesheet-2026-01-01-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.rows).toBe((await table.locator('tbody tr').count()) + 2);
  });
});

test.describe('admin', () => {
  test.use({ account: 'admin' });

  test('Occurrence: E-Sign Occurrence from the menu by customer response; Intake Occurrence by source, a count opens its records', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseMenuItem(page, 'Reports', 'E-Sign Occurrence');
    await expect(pageHeading(page, 'E-Sign Occurrence')).toBeVisible();
    await choose(page, 'Period', 'This Year');
    await expect(page.getByRole('table', { name: 'E-Sign Occurrence by customer response' }).locator('tfoot')).toContainText('Total');
    await expect(page.getByRole('figure', { name: 'E-Sign Occurrence by customer response' })).toBeVisible();

    await chooseMenuItem(page, 'Reports', 'Intake Occurrence');
    await expect(pageHeading(page, 'Intake Occurrence')).toBeVisible();
    await choose(page, 'Period', 'This Year');
    await choose(page, 'Count By', 'Source');
    await expect(page).toHaveURL(/by=source/);
    const table = page.getByRole('table', { name: 'Intake Occurrence by source' });
    const firstCount = table.getByRole('button', { name: /: list them$/ }).first();
    const count = Number((await firstCount.innerText()).replace(/,/g, ''));
    await firstCount.click();
    const records = page.getByRole('dialog', { name: / intake records, / });
    await expect(records.getByRole('row')).toHaveCount(Math.min(count, 25) + 1);
    await records.getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/intake\/view\//);
    await page.goBack();
    await expect(page.getByRole('table', { name: 'Intake Occurrence by source' })).toBeVisible();
    const file = await exportTable(page);
    expect(file.name).toMatch(/^intake-occurrence-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  test('Financial: this quarter by week beside the quarter before, exported', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseMenuItem(page, 'Reports', 'Financial');
    await expect(pageHeading(page, 'Financial Report')).toBeVisible();
    await choose(page, 'Period', 'This Quarter');
    await expect(page.getByRole('combobox', { name: 'Group By' })).toHaveText('Month');
    const table = page.getByRole('table', { name: 'Proposals, invoices and payments by period' });
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await choose(page, 'Group By', 'Week');
    await expect(page).toHaveURL(/group=week/);
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(10);
    await expect(page.getByRole('figure', { name: /Invoices and payments by week/ })).toBeVisible();
    const file = await exportTable(page);
    expect(file.rows).toBe((await table.locator('tbody tr').count()) + 2);
  });

  test('Recurrence Status: from the menu, the recurring jobs and their next occurrence; only the incomplete ones', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseMenuItem(page, 'Reports', 'Recurrence Status');
    await expect(pageHeading(page, 'Recurrence Status')).toBeVisible();
    await expect(page).toHaveURL(/#\/reports\/appointments/);
    const table = page.getByRole('table', { name: 'Recurring jobs' });
    await expect(table.getByRole('columnheader')).toHaveText(['Job', 'Customer', 'Repeats', 'Occurrences', 'Completed', 'Past and Not Complete', 'Next Occurrence', 'Last Occurrence', 'Status']);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await choose(page, 'Show', 'Incomplete');
    await expect(page).toHaveURL(/show=incomplete/);
    const file = await exportTable(page);
    expect(file.name).toBe('recurrence-status-incomplete.xlsx');
  });

  test('on a phone the reports are cards, with no sideways scrolling', async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const [path, title, list] of [
      ['/#/reports/accounts-aging', 'Accounts Aging', 'Accounts aging by customer'],
      ['/#/reports/timesheet', 'Timesheet Report', 'Hours by person, day and job'],
      ['/#/reports/financial', 'Financial Report', 'Proposals, invoices and payments by period'],
    ] as const) {
      await page.goto(path);
      await expect(pageHeading(page, title)).toBeVisible();
      await expect(page.getByRole('list', { name: list }).getByRole('listitem').last()).toContainText('Total');
      await expect(page.getByRole('figure').locator('svg').first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
    await page.goto('/#/reports/appointments');
    await expect(page.getByRole('list', { name: 'Recurring jobs' }).getByRole('listitem').last()).toContainText('Total');
    await expectNoHorizontalOverflow(page);
  });
});
