import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { PHONE, dashboardHeading } from '../support/app';
import { expect, test } from '../support/fixtures';

/** Accessibility of the command palette (issue 20; one axe pass, WCAG 2.1 A/AA): open with results, at 1280 px and at 390 px. */

async function checkPalette(page: Page, width: string): Promise<void> {
  await page.goto('/#/dashboard');
  await expect(dashboardHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Quick Find' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Find' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Find' }).fill('an');
  await expect(dialog.getByRole('option').nth(2)).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toBeHidden();
  await expectAccessible(page, `command palette${width}`);
}

test.describe('command palette', () => {
  test.use({ account: 'office' });

  test('open with results at 1280 px', async ({ page }) => {
    await checkPalette(page, '');
  });

  test('open with results at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await checkPalette(page, ' (phone)');
  });
});
