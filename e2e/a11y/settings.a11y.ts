import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { goTo, PHONE, reloadApp, toast, UNAUTHORIZED_MESSAGE } from '../support/app';
import { PNG } from '../support/files';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of the administrators' settings pages: Company Information, Email Server, Images and
 * Files, Credit Card Payments and the billing pages (one axe pass each, WCAG 2.1 A/AA).
 */

/** Closes a toast, so the page is checked as the user sees it once the message is read. */
async function dismissToast(page: Page, text: string): Promise<void> {
  const alert = toast(page, text);
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
}

test.describe('administrator', () => {
  test.use({ account: 'admin' });

  test('Company Information: the details, with errors, with a logo marked for deletion, and a confirmation', async ({ page }) => {
    await page.goto('/#/settings/company-information');
    await expect(page.getByRole('heading', { name: 'Company Details' })).toBeVisible();
    await expectAccessible(page, 'company information');

    await page.getByRole('textbox', { name: 'Company Name' }).first().fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter the company name.')).toBeVisible();
    await dismissToast(page, 'Unable to save, please review the form for errors.');
    await expectAccessible(page, 'company information with errors');
    await reloadApp(page);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Logo' }).click();
    await (await chooser).setFiles({ name: 'brand.png', mimeType: 'image/png', buffer: PNG });
    const logo = page.getByRole('region', { name: 'Logo' });
    await expect(logo.getByRole('img', { name: 'Company logo' })).toBeVisible();
    await dismissToast(page, 'Logo has been uploaded and saved.');
    await expectAccessible(page, 'company information with a logo');
    await logo.getByRole('button', { name: 'Delete Logo' }).click();
    await expect(logo.getByText('The logo will be deleted when you save.')).toBeVisible();
    await expectAccessible(page, 'logo marked for deletion');
  });

  test('Email Server: the settings and instructions, and with errors', async ({ page }) => {
    await page.goto('/#/settings/email-server');
    const settings = page.getByRole('form', { name: 'SMTP Settings' });
    await page.getByRole('button', { name: 'Gmail and Google Workspace' }).click();
    await expect(page.getByText('smtp.gmail.com')).toBeVisible();
    await expectAccessible(page, 'email server');
    await settings.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(settings.getByText('Please enter the SMTP server.')).toBeVisible();
    await dismissToast(page, 'Unable to save, please review the form for errors.');
    await expectAccessible(page, 'email server with errors');
  });

  test('Images and Files: both tabs, the delete confirmation, the full image and the linked jobs menu', async ({ page }) => {
    await page.goto('/#/settings/images-files');
    const grid = page.getByRole('list', { name: 'Images' });
    await expect(grid.getByRole('listitem')).toHaveCount(8);
    await expectAccessible(page, 'images tab');

    await grid.getByRole('button', { name: 'Select', exact: true }).first().click();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Images?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'delete images confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await grid.getByRole('button', { name: /^View / }).first().click();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    await expectAccessible(page, 'image preview');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await goTo(page, '/settings/images-files?search=rooftop');
    await grid.getByRole('button', { name: 'VIEW ASSOC. JOBS' }).first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'linked jobs menu');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Files' }).click();
    await expect(page.getByRole('table', { name: 'Files' }).getByRole('row')).not.toHaveCount(0);
    await expectAccessible(page, 'files tab');
  });

  test('Credit Card Payments: set-up, the simulated provider, linked, the unlink confirmation, unlinked', async ({ page }) => {
    await page.goto('/#/settings/credit-card-payments');
    await expect(page.getByRole('heading', { name: 'Accept Credit Card Payments' })).toBeVisible();
    await expectAccessible(page, 'credit card payments set-up');
    await page.getByRole('button', { name: 'Link Account' }).click();
    await expect(page.getByText('Payment provider (simulated)')).toBeVisible();
    await expectAccessible(page, 'simulated provider onboarding');
    await page.getByRole('textbox', { name: 'Legal business name' }).fill('Northwind HP LLC');
    await page.getByRole('checkbox', { name: /services agreement/ }).check();
    await page.getByRole('button', { name: 'Submit details' }).click();
    await expect(page.getByRole('switch', { name: 'Payment processing enabled' })).toBeVisible();
    await expectAccessible(page, 'credit card payments linked');

    await page.getByRole('button', { name: 'Unlink Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlink Account?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'unlink confirmation');
    await dialog.getByRole('button', { name: 'Unlink Account' }).click();
    await expect(page.getByText('Account unlinked', { exact: true })).toBeVisible();
    await dismissToast(page, 'Payment provider account unlinked.');
    await expectAccessible(page, 'credit card payments unlinked');
  });

  test('billing: the simulated portal, a refused address, a failure', async ({ page }) => {
    await page.goto('/#/settings/preferences');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('Fieldline Pro', { exact: true })).toBeVisible();
    await expectAccessible(page, 'simulated billing portal');

    await page.goto('/#/settings/preferences');
    await page.evaluate(() => window.__mock?.failNext('Billing/CreateCustomerPortal', { status: 200, body: { url: 'https://billing.evil.example/session/1' } }));
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('The billing portal address was refused')).toBeVisible();
    await expectAccessible(page, 'billing portal refused');

    await page.getByRole('link', { name: 'Back' }).click();
    await page.evaluate(() => window.__mock?.failNext('Billing/CreateCustomerPortal', { status: 422, body: 'The billing service is not reachable right now.' }));
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('The billing portal could not be opened')).toBeVisible();
    await expectAccessible(page, 'billing portal failure');
  });
});

test.describe('office', () => {
  test.use({ account: 'office' });

  test('an administrators-only page answers with the unauthorized screen', async ({ page }) => {
    await page.goto('/#/settings/company-information');
    await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
    await expectAccessible(page, 'unauthorized settings page');
  });
});

test.describe('phone', () => {
  test.use({ account: 'admin', viewport: PHONE });

  test('the settings pages at 390 px', async ({ page }) => {
    await page.goto('/#/settings/company-information');
    await expect(page.getByRole('combobox', { name: 'Settings page' })).toHaveText('Company Information');
    await expectAccessible(page, 'Company Information on a phone');
    await goTo(page, '/settings/email-server');
    await expect(page.getByRole('form', { name: 'SMTP Settings' })).toBeVisible();
    await expectAccessible(page, 'Email Server on a phone');
    await goTo(page, '/settings/images-files');
    await expect(page.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(8);
    await expectAccessible(page, 'images tab at 390 px');
    await page.getByRole('tab', { name: 'Files' }).click();
    await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(8);
    await expectAccessible(page, 'files tab at 390 px');
    await goTo(page, '/settings/credit-card-payments');
    await expect(page.getByRole('heading', { name: 'Accept Credit Card Payments' })).toBeVisible();
    await expectAccessible(page, 'credit card payments set-up at 390 px');
    await goTo(page, '/dashboard');
    await page.getByRole('region', { name: 'Subscription' }).getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('Fieldline Pro', { exact: true })).toBeVisible();
    await expectAccessible(page, 'simulated billing portal at 390 px');
  });
});
