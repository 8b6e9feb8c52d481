import type { Page } from '@playwright/test';
import { choose, expectNoHorizontalOverflow, PHONE, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Add Job journeys. Required fields, the customer's job defaults and name pattern, and who may add
 * jobs are tested in Vitest (tests/features/jobs, tests/features/customers/model/job-name.test.ts,
 * tests/mocks/job-handlers.test.ts).
 */

async function selectServiceCustomer(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Select Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Service Customer' });
  await dialog.getByRole('searchbox', { name: 'Search Customers' }).fill(search);
  await dialog.getByRole('searchbox', { name: 'Search Customers' }).press('Enter');
  await dialog.getByRole('button', { name: new RegExp(name) }).first().click();
  await expect(dialog).toBeHidden();
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('adds a job: choosing the customer fills in the job defaults; the job overview shows it', async ({ page }) => {
    await page.goto('/#/jobs/add');
    await expect(page.getByRole('heading', { name: 'Add Job', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Customer is required.')).toBeVisible();

    await selectServiceCustomer(page, 'Petrova', 'Elena Petrova');
    // Elena Petrova's job defaults: Net 15, and a job name of her last name and today's date.
    await expect(page.getByRole('textbox', { name: 'Job Name' })).toHaveValue(/^Petrova \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByRole('combobox', { name: 'Payment Term' })).toHaveText('Net 15');
    await expect(page.getByRole('combobox', { name: 'Job Status' })).toHaveText('Open');
    await choose(page, 'Job Type', 'Repair');
    await page.getByRole('textbox', { name: 'Description' }).fill('Kitchen sink drains slowly.\nCheck the trap.');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Job created.')).toBeVisible();
    await expect(page).toHaveURL(/#\/jobs\/view\//);
    await expect(page.getByRole('heading', { name: /^Petrova / })).toBeVisible();
    await expect(page.getByText('Kitchen sink drains slowly.')).toBeVisible();
    await expect(page.getByText('Net 15')).toBeVisible();
  });

  test('leaving a changed Add Job form asks first', async ({ page }) => {
    await page.goto('/#/jobs/add');
    await page.getByRole('textbox', { name: 'PO Number' }).fill('PO-1');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const warning = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await warning.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByRole('textbox', { name: 'PO Number' })).toHaveValue('PO-1');
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE, isMobile: true, hasTouch: true });

  test('the Add Job form fits 390 px', async ({ page }) => {
    await page.goto('/#/jobs/add');
    await expect(page.getByRole('heading', { name: 'Add Job', level: 1 })).toBeVisible();
    await selectServiceCustomer(page, 'Whitfield', 'Dana Whitfield');
    await expect(page.getByRole('textbox', { name: 'Job Name' })).toHaveValue(/^Whitfield /);
    await expectNoHorizontalOverflow(page);
  });
});
