import { expectAccessible } from '../support/a11y';
import { goTo, PHONE, pageHeading, UNAUTHORIZED_MESSAGE } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of Email History, the User Logon Report, Locations and Suppliers (one axe pass per
 * screen and dialog, WCAG 2.1 A/AA).
 */

test.describe('office', () => {
  test.use({ account: 'office' });

  test('Email History: the list, an email with attachments, the resend confirmation and the resend column', async ({ page }) => {
    await page.goto('/#/email-history');
    const rows = page.getByRole('table', { name: 'Email history' }).locator('tbody tr');
    await expect(rows).toHaveCount(25);
    await expectAccessible(page, 'email history list');

    await goTo(page, '/email-history?q=Lincoln%20Elementary');
    await rows.first().getByRole('button', { name: /^View / }).click();
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Message' })).toBeVisible();
    await expectAccessible(page, 'email view with attachments');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await rows.first().getByRole('button', { name: /^Resend / }).click();
    const confirm = page.getByRole('dialog', { name: 'Resend Email?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'resend confirmation');
    await confirm.getByRole('button', { name: 'Yes, Resend Email' }).click();
    await expect(page.getByRole('table', { name: 'Email history' }).getByRole('columnheader', { name: 'Resend' })).toBeVisible();
    await expectAccessible(page, 'email history with the resend column');
  });

  test('the User Logon Report', async ({ page }) => {
    await page.goto('/#/reports/user-logon');
    await expect(page.getByRole('table', { name: 'User Logon Report' }).locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page, 'user logon report');
  });

  test('Locations: the list, inactive ones, the editor with errors, a location, the warnings', async ({ page }) => {
    await page.goto('/#/locations');
    await expect(page.getByRole('link', { name: 'Main Office' })).toBeVisible();
    await expectAccessible(page, 'location list');
    await goTo(page, '/locations?active=Inactive');
    await expect(page.getByRole('link', { name: 'Beaverton Office' })).toBeVisible();
    await expectAccessible(page, 'inactive locations');

    await goTo(page, '/locations/add');
    await page.getByRole('button', { name: 'Add Email' }).click();
    await page.getByRole('group', { name: 'Email 1' }).getByRole('textbox', { name: 'Email Address' }).fill('not an email');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expectAccessible(page, 'add location with errors');

    await goTo(page, '/locations');
    await page.getByRole('link', { name: 'Westside Satellite Office' }).click();
    await expect(page.getByRole('heading', { name: 'Westside Satellite Office', level: 2 })).toBeVisible();
    await expectAccessible(page, 'location view');
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Location?' })).toBeVisible();
    await expectAccessible(page, 'delete location confirmation');
    await page.getByRole('dialog', { name: 'Delete Location?' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Westside Office (Tigard)');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Unsaved Changes' })).toBeVisible();
    await expectAccessible(page, 'unsaved changes warning');
  });

  test('Suppliers: the list, the editor and a supplier', async ({ page }) => {
    await page.goto('/#/suppliers');
    await expect(page.getByRole('link', { name: 'Aeris Comfort Systems' })).toBeVisible();
    await expectAccessible(page, 'supplier list');
    await goTo(page, '/suppliers/add');
    await expect(pageHeading(page, 'Add Supplier')).toBeVisible();
    await page.getByRole('button', { name: 'Add Telephone' }).click();
    await expectAccessible(page, 'add supplier');
    await goTo(page, '/suppliers');
    await page.getByRole('link', { name: 'Ridgeline Sheet Metal' }).click();
    await expect(page.getByRole('heading', { name: 'Ridgeline Sheet Metal', level: 2 })).toBeVisible();
    await expectAccessible(page, 'supplier view');
  });
});

test.describe('administrator', () => {
  test.use({ account: 'admin' });

  test('an email with a sanitised hostile body', async ({ page }) => {
    await page.goto('/#/email-history?q=Spring%20tune-up%20special%20for%20Maple%20Court');
    await page.getByRole('button', { name: 'View Spring tune-up special for Maple Court', exact: true }).first().click();
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Message' })).toBeVisible();
    await expectAccessible(page, 'email view with a sanitized hostile body');
  });
});

test.describe('technician', () => {
  test.use({ account: 'tech' });

  test('the unauthorized screen of a list the user may not open', async ({ page }) => {
    await page.goto('/#/email-history');
    await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
    await expect(page.getByText('EMAIL_HIST_R', { exact: true })).toBeVisible();
    await expectAccessible(page, 'email history unauthorized');
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('cards and views at 390 px', async ({ page }) => {
    await page.goto('/#/email-history');
    const cards = page.getByRole('list', { name: 'Email history' }).getByRole('listitem');
    await expect(cards).toHaveCount(25);
    await expectAccessible(page, 'email history on a phone');
    await cards.first().getByRole('button', { name: /^View / }).click();
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Message' })).toBeVisible();
    await expectAccessible(page, 'email view on a phone');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await goTo(page, '/reports/user-logon');
    await expect(page.getByRole('list', { name: 'User Logon Report' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'user logon report on a phone');

    await goTo(page, '/suppliers');
    await expect(page.getByRole('list', { name: 'Suppliers' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'supplier cards on a phone');
    await page.getByRole('list', { name: 'Suppliers' }).getByRole('listitem').filter({ hasText: 'Ridgeline Sheet Metal' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Ridgeline Sheet Metal', level: 2 })).toBeVisible();
    await expectAccessible(page, 'supplier view on a phone');
    await goTo(page, '/locations/add');
    await page.getByRole('button', { name: 'Add Telephone' }).click();
    await expectAccessible(page, 'location editor on a phone');
  });
});
