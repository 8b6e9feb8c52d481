import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { PHONE } from '../support/app';
import { expect, test } from '../support/fixtures';

/** Accessibility of a list's Export dialog (issue 20; one axe pass, WCAG 2.1 A/AA), at 1280 px and at 390 px. */

async function checkExportDialog(page: Page, width: string): Promise<void> {
  await page.goto('/#/jobs?status=&view=all');
  await expect(page.getByRole('region', { name: 'Jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns and Format', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Jobs' });
  await expect(dialog.getByRole('checkbox', { name: 'Total' })).toBeVisible();
  await expectAccessible(page, `export dialog${width}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('export', () => {
  test.use({ account: 'office' });

  test('the Export dialog of the job list at 1280 px', async ({ page }) => {
    await checkExportDialog(page, '');
  });

  test('the Export dialog of the job list at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await checkExportDialog(page, ' (phone)');
  });
});
