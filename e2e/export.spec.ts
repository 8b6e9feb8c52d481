import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createSeed } from '../mocks/db/seed';
import { PHONE, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Export what you see (issue 20): the office manager filters the job list, exports it to Excel and
 * the downloaded workbook holds every matching job (not only the page) in the chosen columns; on a
 * phone the export is the toolbar's icon button and CSV. Rules and variants are in Vitest
 * (tests/lib/list-export, tests/components/list-export).
 */

/** Jobs of the demo seed with the status. */
function seededJobsWith(status: string): number {
  const seed = createSeed(new Date());
  const entry = seed.picklists.find((item) => item.kind === 'JobStatus' && item.text === status);
  if (!entry) throw new Error(`no job status ${status}`);
  return seed.jobs.filter((job) => job.jobStatusContext === entry.context).length;
}

async function workbookOf(download: Download): Promise<{ name: string; rows: number; sheet: string; strings: string }> {
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  return { name: download.suggestedFilename(), rows: sheet.match(/<row /g)?.length ?? 0, sheet, strings: strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()) };
}

async function filterJobsTo(page: Page, status: string): Promise<void> {
  await page.goto('/#/jobs?status=&view=all');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(status);
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('filters the job list, exports every matching job to Excel and reads the file back', async ({ page }) => {
    const expected = seededJobsWith('Complete');
    await filterJobsTo(page, 'Complete');
    await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Columns and Format', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Jobs' });
    await expect(dialog.getByText(`${expected.toLocaleString('en-US')} ${expected === 1 ? 'row matches' : 'rows match'} the filter and sort.`)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Excel (.xlsx)' })).toBeChecked();
    // Leave the appointments out: the file has the other columns in the list's order.
    await dialog.getByRole('checkbox', { name: 'Appointment(s)' }).uncheck();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await workbookOf(await downloading);
    await expect(toast(page, 'Excel file download complete. Check your download folder.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(file.name).toBe('jobs.xlsx');
    expect(file.rows).toBe(expected + 1);
    expect(file.strings).toContain('Complete');
    expect(file.strings).not.toContain('Appointment(s)');
    // The choice is remembered for the list.
    await page.getByRole('button', { name: 'Columns and Format', exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Appointment(s)' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('on a phone, exports the customers to CSV from the toolbar’s icon button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/#/customers');
    await page.getByRole('button', { name: 'Columns and Format', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Customers' });
    await dialog.getByRole('radio', { name: 'CSV (.csv)' }).check();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('customers.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').split('\r\n')[0]).toBe('\uFEFFName,Address,Telephone,Email,Created,Parent Customer,Status');
    await expect(toast(page, 'CSV file download complete. Check your download folder.')).toBeVisible();
  });
});
