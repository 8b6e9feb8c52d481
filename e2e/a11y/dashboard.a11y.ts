import { expectAccessible } from '../support/a11y';
import { PHONE } from '../support/app';
import { expect, test } from '../support/fixtures';

/** Accessibility of the dashboard, its dialog, the preferences screen and the welcome tour. */

test.describe('administrator', () => {
  test.use({ account: 'admin' });

  test('getting started, the snapshots, and the configure dialog with its company news tab', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(page.getByRole('list', { name: 'Set-up steps' })).toBeVisible();
    await expectAccessible(page, 'getting started');

    await page.getByRole('button', { name: 'Hide This' }).click();
    await expect(page.getByRole('table', { name: 'Financial Summary' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent Customers' }).getByRole('link').first()).toBeVisible();
    await expectAccessible(page, 'dashboard snapshots');

    await page.getByRole('button', { name: 'Configure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Dashboard' });
    await expect(dialog.getByRole('tab', { name: 'User Preferences' })).toBeVisible();
    await expectAccessible(page, 'configure dialog');
    await dialog.getByRole('tab', { name: 'Company News' }).click();
    await expect(dialog.getByRole('textbox', { name: 'News Title' })).toBeVisible();
    await expectAccessible(page, 'company news tab');
  });

  test('preferences, with an administrator category', async ({ page }) => {
    await page.goto('/#/settings');
    await expect(page.getByRole('heading', { name: 'Application Preferences' })).toBeVisible();
    await expectAccessible(page, 'preferences (administrator)');
    await page.getByRole('tab', { name: 'Invoice' }).click();
    await expect(page.getByRole('textbox', { name: 'Invoice due days' })).toBeVisible();
    await expectAccessible(page, 'preferences, invoice category');
  });
});

test.describe('welcome tour', () => {
  test.use({ account: 'admin', tours: true });

  test('the welcome modal and a step popover', async ({ page }) => {
    await page.goto('/#/dashboard');
    const welcome = page.getByRole('dialog', { name: /^Welcome to Fieldline, / });
    await expect(welcome).toBeVisible();
    await expectAccessible(page, 'welcome tour modal');
    await welcome.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Help on every page' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Customers' })).toBeVisible();
    await expectAccessible(page, 'welcome tour popover');
  });
});

test.describe('phone', () => {
  test.use({ account: 'tech', viewport: PHONE });

  test('the snapshot tiles, one snapshot, and preferences', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(page.getByRole('list', { name: 'Snapshots' }).getByRole('link').first()).toBeVisible();
    await expectAccessible(page, 'phone dashboard');
    await page.getByRole('list', { name: 'Snapshots' }).getByRole('link', { name: 'Intake' }).click();
    await expect(page.getByRole('heading', { name: 'Intake', level: 2 })).toBeVisible();
    await expectAccessible(page, 'phone intake snapshot');

    await page.goto('/#/settings');
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
    await expectAccessible(page, 'preferences on a phone');
  });
});
