import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { errorModal, login, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

/** An in-app navigation (no reload, so the session and the mock's settings stay). */
async function goTo(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = `#${path}`;
  }, hashPath);
}

function pageHeading(page: Page, title: string) {
  return page.getByRole('heading', { name: title, level: 1, exact: true });
}

function customerHeading(page: Page, name: string) {
  return page.getByRole('heading', { name, level: 2, exact: true });
}

test.describe('Customers (office)', () => {
  test('find a customer, view them and their history; a customer with jobs cannot be deleted', async ({ page }) => {
    await login(page, users.office);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(pageHeading(page, 'Customers')).toBeVisible();
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.getByRole('link', { name: 'Alicia Moreno' })).toBeVisible();
    await expect(table.getByText('Sub-customer of Bluebird Bistro')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'customer list');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('ng');
    await expect(page.getByText('The search term must be at least 3 characters.').first()).toBeVisible();
    await search.fill('nguyen');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=nguyen/);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await table.getByRole('link', { name: 'Robert Nguyen' }).click();

    await expect(pageHeading(page, 'Customer')).toBeVisible();
    await expect(customerHeading(page, 'Robert Nguyen')).toBeVisible();
    await expect(page.getByRole('link', { name: '(503) 555-0179' })).toHaveAttribute('href', 'tel:5035550179');
    await expect(page.getByRole('link', { name: 'Add Intake Form' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Job' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Intake' }).locator('tbody tr')).toHaveCount(3);
    await page.getByRole('tab', { name: /^Invoices/ }).click();
    await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'customer view');

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Customer?' });
    await expectNoSeriousA11yViolations(page, 'delete customer confirmation');
    await confirm.getByRole('button', { name: 'Delete Customer' }).click();
    await expect(errorModal(page)).toContainText('This customer has intake or jobs and cannot be deleted. Make the customer inactive instead.');
    await errorModal(page).getByRole('button', { name: 'OK' }).click();
    await expect(customerHeading(page, 'Robert Nguyen')).toBeVisible();
  });

  test('create a customer: the duplicate warning opens the existing one, Create Anyway adds a new one', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/customers');
    await page.getByRole('link', { name: 'Add Customer' }).click();
    await expect(pageHeading(page, 'Add Customer')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to save, please review the form for errors.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add customer with errors');

    await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Alvarez');
    await page.getByRole('button', { name: 'Add Telephone' }).click();
    await page.getByRole('group', { name: 'Telephone 1' }).getByRole('textbox', { name: 'Number' }).fill('503-555-0122');
    await page.getByRole('button', { name: 'Save' }).click();
    const duplicates = page.getByRole('dialog', { name: 'Possible Duplicate Customer' });
    const match = duplicates.getByRole('listitem', { name: 'Marcus Bell' });
    await expect(match.getByText('Same telephone number (503) 555-0122')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'possible duplicate customer');
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

  test('edit a customer with the leave warning', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/customers?q=hannah');
    await page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Hannah Cho' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(pageHeading(page, 'Edit Customer')).toBeVisible();
    const last = page.getByRole('textbox', { name: 'Last Name' });
    await expect(last).toHaveValue('Cho');
    await last.fill('Cho-Park');
    await page.getByRole('textbox', { name: 'Discount' }).fill('15');
    await expectNoSeriousA11yViolations(page, 'edit customer');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(last).toHaveValue('Cho-Park');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Customer updated.')).toBeVisible();
    await expect(customerHeading(page, 'Hannah Cho-Park')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Job Defaults' })).toContainText('15%');
  });
});

test.describe('Customers (technician)', () => {
  test('a technician can view customers but not add or edit them', async ({ page }) => {
    await login(page, users.tech);
    await goTo(page, '/customers');
    await expect(page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Alicia Moreno' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Customer' })).toHaveCount(0);
    await page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Alicia Moreno' }).click();
    await expect(customerHeading(page, 'Alicia Moreno')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Intake/ })).toBeVisible();
    for (const name of ['Edit', 'Delete', 'Add Intake Form', 'Add Job', 'Add Sub-Customer']) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, 'customer view (technician)');
    await goTo(page, '/customers/add');
    await expect(page.getByText('You are not authorized for the feature you requested.', { exact: false })).toBeVisible();
  });
});

test.describe('Customers on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list shows cards and the view stacks its parts', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/customers');
    const cards = page.getByRole('list', { name: 'Customers' });
    await expect(cards.getByText('Alicia Moreno')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Customers' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'customer list (phone)');
    await cards.getByRole('link', { name: /^Maple Court Property Management/ }).click();
    await expect(customerHeading(page, 'Maple Court Property Management')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sub-Customers' }).getByRole('link', { name: 'Maple Court Apartments \u2013 Unit 4B' })).toBeVisible();
    await page.getByRole('tab', { name: /^Jobs/ }).click();
    await expect(page.getByRole('list', { name: 'Jobs' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'customer view (phone)');
  });
});
