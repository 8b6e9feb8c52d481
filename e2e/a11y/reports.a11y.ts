import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of the reports (issue 19; one axe pass each, WCAG 2.1 A/AA): Accounts Aging and its
 * drill-down, Timesheet, Financial, Recurrence Status and Intake Occurrence with its records, at 1280 px and at 390 px.
 */

async function openReport(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(pageHeading(page, title)).toBeVisible();
  await expect(page.getByRole('figure').locator('svg').first()).toBeVisible();
  await expect(page.getByText(/Total/).first()).toBeVisible();
}

async function checkReports(page: Page, width: string): Promise<void> {
  await openReport(page, '/reports/accounts-aging', 'Accounts Aging');
  await expectAccessible(page, `accounts aging${width}`);
  await page.getByRole('link', { name: /: open invoices$/ }).first().click();
  await expect(page.getByRole('link', { name: 'All customers' })).toBeVisible();
  await expect(page.getByText(/open invoices? as of/)).toBeVisible();
  await expectAccessible(page, `accounts aging drill-down${width}`);
  await openReport(page, '/reports/timesheet?period=last-month', 'Timesheet Report');
  await expectAccessible(page, `timesheet report${width}`);
  await openReport(page, '/reports/financial?period=this-quarter', 'Financial Report');
  await expectAccessible(page, `financial report${width}`);
  await page.goto('/#/reports/appointments');
  await expect(pageHeading(page, 'Recurrence Status')).toBeVisible();
  await expect(page.getByText(/recurring jobs?, \d+ incomplete\./)).toBeVisible();
  await expectAccessible(page, `recurrence status${width}`);
  await openReport(page, '/reports/occurrence/intake?period=this-year', 'Intake Occurrence');
  await expectAccessible(page, `intake occurrence${width}`);
  await page.getByRole('button', { name: /: list them$/ }).first().click();
  const records = page.getByRole('dialog', { name: / intake records, / });
  await expect(records.getByRole('link').first()).toBeVisible();
  await expectAccessible(page, `intake occurrence records${width}`);
  await records.getByRole('button', { name: 'Close' }).click();
  await expect(records).toBeHidden();
}

test.describe('reports', () => {
  test.use({ account: 'office' });

  test('Accounts Aging, its drill-down, Timesheet, Financial and Recurrence Status at 1280 px', async ({ page }) => {
    await checkReports(page, '');
  });

  test('Accounts Aging, its drill-down, Timesheet, Financial and Recurrence Status at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await checkReports(page, ' (phone)');
  });
});
