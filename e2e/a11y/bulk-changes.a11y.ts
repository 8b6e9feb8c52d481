import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expectNoHorizontalOverflow, PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of bulk changes (issue 20; one axe pass each, WCAG 2.1 A/AA): the intake list with
 * ticked rows and its actions bar, the preview and the report, at 1280 px and at 390 px.
 */

async function checkBulk(page: Page, width: string): Promise<void> {
  await page.goto('/#/intake?status=Pending&view=all');
  await expect(pageHeading(page, 'Intake')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByRole('status')).toHaveText(/intake records? selected\.$/);
  await expectAccessible(page, `intake list with ticked rows${width}`);
  if (width) await expectNoHorizontalOverflow(page);

  await bar.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: /^Assign: / });
  await dialog.getByRole('combobox', { name: 'Assigned To' }).click();
  await page.getByRole('option', { name: 'Nobody', exact: true }).click();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText(/^Assigned To → Nobody\. Nothing has been changed yet\.$/)).toBeVisible();
  await expectAccessible(page, `bulk change preview${width}`);
  await dialog.getByRole('button', { name: /^Apply to / }).click();
  await expect(dialog.getByText(/ changed, .* not changed\.$/)).toBeVisible();
  await expectAccessible(page, `bulk change report${width}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test.use({ account: 'office' });

test('bulk changes at 1280 px', async ({ page }) => {
  await checkBulk(page, '');
});

test('bulk changes at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await checkBulk(page, ' (phone)');
});
