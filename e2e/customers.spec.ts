import type { Page } from '@playwright/test';
import { errorModal, goTo, PHONE, pageHeading, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Customer journeys. Search rules, sorting, inactive customers, the technician's read-only view,
 * validation and the duplicate rules are tested in Vitest (tests/features/customers,
 * tests/mocks/customer-handlers.test.ts).
 */

function customerHeading(page: Page, name: string) {
  return page.getByRole('heading', { name, level: 2, exact: true });
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('find a customer, view them and their history; a customer with jobs cannot be deleted', async ({ page }) => {
    await page.goto('/#/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(pageHeading(page, 'Customers')).toBeVisible();
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.getByRole('link', { name: 'Alicia Moreno' })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('nguyen');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=nguyen/);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await table.getByRole('link', { name: 'Robert Nguyen' }).click();

    await expect(customerHeading(page, 'Robert Nguyen')).toBeVisible();
    await expect(page.getByRole('link', { name: '(503) 555-0179' })).toHaveAttribute('href', 'tel:5035550179');
    await expect(page.getByRole('table', { name: 'Intake' }).locator('tbody tr')).toHaveCount(3);
    await page.getByRole('tab', { name: /^Invoices/ }).click();
    await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Customer?' }).getByRole('button', { name: 'Delete Customer' }).click();
    await expect(errorModal(page)).toContainText('This customer has intake or jobs and cannot be deleted. Make the customer inactive instead.');
    await errorModal(page).getByRole('button', { name: 'OK' }).click();
    await expect(customerHeading(page, 'Robert Nguyen')).toBeVisible();
  });

  test('add a customer: the duplicate warning opens the existing one, Create Anyway adds a new one', async ({ page }) => {
    await page.goto('/#/customers');
    await page.getByRole('link', { name: 'Add Customer' }).click();
    await expect(pageHeading(page, 'Add Customer')).toBeVisible();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Alvarez');
    await page.getByRole('button', { name: 'Add Telephone' }).click();
    await page.getByRole('group', { name: 'Telephone 1' }).getByRole('textbox', { name: 'Number' }).fill('503-555-0122');
    await page.getByRole('button', { name: 'Save' }).click();
    const duplicates = page.getByRole('dialog', { name: 'Possible Duplicate Customer' });
    const match = duplicates.getByRole('listitem', { name: 'Marcus Bell' });
    await expect(match.getByText('Same telephone number (503) 555-0122')).toBeVisible();
    await match.getByRole('button', { name: 'Open Existing Customer' }).click();
    await expect(customerHeading(page, 'Marcus Bell')).toBeVisible();

    await goTo(page, '/customers/add');
    await page.getByRole('textbox', { name: 'First Name' }).fill('Dana');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Whitfield');
    await page.getByRole('textbox', { name: 'Street', exact: true }).fill('77 NE Cook St');
    await page.getByRole('textbox', { name: 'City' }).fill('Portland');
    await page.getByRole('textbox', { name: 'State' }).fill('OR');
    await page.getByRole('textbox', { name: 'Postal Code' }).fill('97212');
    await page.getByRole('textbox', { name: 'Notes' }).fill('New tenant.\nNot the Belmont St Dana.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(duplicates.getByRole('listitem', { name: 'Dana Whitfield' }).getByText('Same name')).toBeVisible();
    await duplicates.getByRole('button', { name: 'Create Anyway' }).click();
    await expect(toast(page, 'Customer created.')).toBeVisible();
    await expect(customerHeading(page, 'Dana Whitfield')).toBeVisible();
    await expect(page.getByText('77 NE Cook St')).toBeVisible();
    await expect(page.getByText('New tenant.\nNot the Belmont St Dana.')).toBeVisible();
  });

  test('edit a customer, stay after the leave warning, and save', async ({ page }) => {
    await page.goto('/#/customers?q=hannah');
    await page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Hannah Cho' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(pageHeading(page, 'Edit Customer')).toBeVisible();
    const last = page.getByRole('textbox', { name: 'Last Name' });
    await expect(last).toHaveValue('Cho');
    await last.fill('Cho-Park');
    await page.getByRole('textbox', { name: 'Discount' }).fill('15');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(last).toHaveValue('Cho-Park');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Customer updated.')).toBeVisible();
    await expect(customerHeading(page, 'Hannah Cho-Park')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Job Defaults' })).toContainText('15%');
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('the list shows cards and the view stacks its parts', async ({ page }) => {
    await page.goto('/#/customers');
    const cards = page.getByRole('list', { name: 'Customers' });
    await expect(cards.getByText('Alicia Moreno')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Customers' })).toHaveCount(0);
    await cards.getByRole('link', { name: /^Maple Court Property Management/ }).click();
    await expect(customerHeading(page, 'Maple Court Property Management')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sub-Customers' }).getByRole('link', { name: 'Maple Court Apartments \u2013 Unit 4B' })).toBeVisible();
    await page.getByRole('tab', { name: /^Jobs/ }).click();
    await expect(page.getByRole('list', { name: 'Jobs' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
