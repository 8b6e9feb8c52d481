import { expectAccessible } from '../support/a11y';
import { goTo, PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';

/** Accessibility of the customer screens and dialogs (one axe pass each, WCAG 2.1 A/AA). */

test.describe('office', () => {
  test.use({ account: 'office' });

  test('the list, a customer, the delete confirmation, the editor with errors and the duplicate warning', async ({ page }) => {
    await page.goto('/#/customers');
    await expect(page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Alicia Moreno' })).toBeVisible();
    await expectAccessible(page, 'customer list');

    await goTo(page, '/customers?q=nguyen');
    await page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Robert Nguyen' }).click();
    await expect(page.getByRole('table', { name: 'Intake' })).toBeVisible();
    await expectAccessible(page, 'customer view');
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Customer?' })).toBeVisible();
    await expectAccessible(page, 'delete customer confirmation');
    await page.getByRole('dialog', { name: 'Delete Customer?' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(pageHeading(page, 'Edit Customer')).toBeVisible();
    await expectAccessible(page, 'edit customer');

    await goTo(page, '/customers/add');
    await expect(pageHeading(page, 'Add Customer')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expectAccessible(page, 'add customer with errors');
    await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Alvarez');
    await page.getByRole('button', { name: 'Add Telephone' }).click();
    await page.getByRole('group', { name: 'Telephone 1' }).getByRole('textbox', { name: 'Number' }).fill('503-555-0122');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Possible Duplicate Customer' })).toBeVisible();
    await expectAccessible(page, 'possible duplicate customer');
  });
});

test.describe('technician', () => {
  test.use({ account: 'tech' });

  test('a customer without the actions', async ({ page }) => {
    await page.goto('/#/customers');
    await page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Alicia Moreno' }).click();
    await expect(page.getByRole('tab', { name: /^Intake/ })).toBeVisible();
    await expectAccessible(page, 'customer view (technician)');
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('the customer cards and a customer', async ({ page }) => {
    await page.goto('/#/customers');
    const cards = page.getByRole('list', { name: 'Customers' });
    await expect(cards.getByText('Alicia Moreno')).toBeVisible();
    await expectAccessible(page, 'customer list (phone)');
    await cards.getByRole('link', { name: /^Maple Court Property Management/ }).click();
    await expect(page.getByRole('region', { name: 'Sub-Customers' })).toBeVisible();
    await expectAccessible(page, 'customer view (phone)');
  });
});
