import { expect, test } from './support/fixtures';
import { toast } from './support/app';

/**
 * Picklists administration (issue 19): an administrator adds a job type and moves it to the top;
 * the job editor offers it first; a type in use cannot be deleted. Rules and variants are in Vitest
 * (tests/features/picklist-admin, tests/mocks/job-picklist-catalogue-handlers.test.ts).
 */
test.use({ account: 'admin' });

test('an administrator adds a job type, puts it first, and the job editor offers it', async ({ page }) => {
  await page.goto('/#/admin/picklists');
  await expect(page.getByRole('table', { name: 'Job Types' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Job Type' }).click();
  const add = page.getByRole('dialog', { name: 'Add Job Type' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Backflow Test');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Job Type Backflow Test saved.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Job Types' });
  const up = table.getByRole('button', { name: 'Move Backflow Test up' });
  // Up to the top, one place at a time.
  while (await up.isEnabled()) {
    const rowsBefore = await table.getByRole('row').allTextContents();
    await up.click();
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).join('|')).not.toBe(rowsBefore.join('|'));
  }
  await expect(table.getByRole('row').nth(1)).toContainText('Backflow Test');

  await page.goto('/#/jobs/add');
  await page.getByRole('combobox', { name: /^Job Type/ }).click();
  await expect(page.getByRole('option').first()).toHaveText('Backflow Test');
  await page.keyboard.press('Escape');

  await page.goto('/#/admin/picklists?kind=JobType');
  const repair = page.getByRole('table', { name: 'Job Types' }).getByRole('row', { name: /Repair/ }).first();
  await repair.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog', { name: 'Delete Job Type?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This value is used by jobs or customers and cannot be deleted. Make it inactive instead.')).toBeVisible();
});
