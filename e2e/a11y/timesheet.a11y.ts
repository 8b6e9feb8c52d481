import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of the timesheet (issue 16; one axe pass each, WCAG 2.1 A/AA): the week with its
 * hours by day and entries at 1280 px, the Add Timesheet Entry dialog and the delete confirmation,
 * and the page at 390 px.
 */

async function openTimesheet(page: Page, layout: 'desktop' | 'phone'): Promise<void> {
  await page.goto('/#/timesheet');
  await expect(pageHeading(page, 'Timesheet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timer' }).getByRole('button', { name: 'Start Timer' })).toBeVisible();
  const rows = layout === 'desktop' ? page.getByRole('table', { name: 'Timesheet entries' }).locator('tbody tr') : page.getByRole('list', { name: 'Timesheet entries' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('the week, Add Timesheet Entry and the delete confirmation at 1280 px', async ({ page }) => {
    await openTimesheet(page, 'desktop');
    await expect(page.getByRole('table', { name: 'Hours by day' })).toBeVisible();
    await expectAccessible(page, 'timesheet week');

    await page.getByRole('button', { name: 'Add Entry' }).click();
    const add = page.getByRole('dialog', { name: 'Add Timesheet Entry' });
    await expect(add.getByRole('textbox', { name: 'Notes' })).toBeVisible();
    await expectAccessible(page, 'add timesheet entry');
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    await page.getByRole('button', { name: /^Delete the entry of/ }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Delete Timesheet Entry' });
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectAccessible(page, 'delete timesheet entry');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
  });

  test('the timesheet at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openTimesheet(page, 'phone');
    await expectAccessible(page, 'timesheet (phone)');
  });
});
