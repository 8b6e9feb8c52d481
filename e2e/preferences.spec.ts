import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { chooseUserMenuItem, login, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

const allCategories = ['Dashboard', 'General', 'Intake', 'Invoice', 'Job', 'Proposal', 'Scheduling', 'Tasks', 'Work Order'];
const administratorOnlyCategories = ['Invoice', 'Proposal', 'Work Order'];

function preferencesHeading(page: Page) {
  return page.getByRole('heading', { name: 'Preferences', level: 1 });
}

function categoryTabs(page: Page) {
  return page.getByRole('tablist', { name: 'Preference categories' }).getByRole('tab');
}

/** Signs in and opens Settings from the user menu. */
async function openPreferences(page: Page, email: string): Promise<void> {
  await login(page, email);
  await chooseUserMenuItem(page, 'Settings');
  await expect(preferencesHeading(page)).toBeVisible();
  await expect(page).toHaveTitle('Fieldline - Preferences');
  await expect(page.getByRole('heading', { name: 'My Preferences' })).toBeVisible();
}

async function chooseOption(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Reloads the page and waits for the Preferences screen to come back (the mock's latency is dropped again). */
async function reloadPreferences(page: Page): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => window.__mock !== undefined);
  await page.evaluate(() => window.__mock?.setLatency(0));
  await expect(preferencesHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Preferences' })).toBeVisible();
}

test.describe('Preferences', () => {
  test('an administrator sees application preferences and every settings page', async ({ page }) => {
    await openPreferences(page, users.admin);
    await expect(categoryTabs(page)).toHaveText(allCategories);
    await expect(page.getByRole('heading', { name: 'Application Preferences' })).toBeVisible();
    await expect(page.getByText('These preferences affect all users.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Show Financial Summary' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await expect(nav.getByRole('link')).toHaveText([
      'Preferences',
      'Company Information',
      'Credit Card Payments',
      'Email Server',
      'Images and Files',
      'Manage Subscription',
    ]);
    await expectNoSeriousA11yViolations(page, 'preferences (administrator)');
  });

  test('an administrator changes a system setting and a reload keeps it', async ({ page }) => {
    await openPreferences(page, users.admin);
    await categoryTabs(page).filter({ hasText: 'General' }).click();
    await expect(page).toHaveURL(/#\/settings\?category=general$/);
    await chooseOption(page, 'Default page size', '50');
    await expect(toast(page, 'Global preference updated.')).toBeVisible();

    await reloadPreferences(page);
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Default page size' })).toHaveText('50');
  });

  test('a number setting takes whole numbers only', async ({ page }) => {
    await openPreferences(page, users.admin);
    await page.getByRole('tab', { name: 'Invoice' }).click();
    const field = page.getByRole('textbox', { name: 'Invoice due days' });

    await field.fill('12.5');
    await field.press('Enter');
    await expect(page.getByText('Please enter a whole number.')).toBeVisible();

    await field.fill('45');
    await field.press('Enter');
    await expect(toast(page, 'Global preference updated.')).toBeVisible();
    await expect(page.getByText('Please enter a whole number.')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'preferences, invoice category');
  });

  test('office sees only their own preferences and no administrator categories', async ({ page }) => {
    await openPreferences(page, users.office);
    await expect(categoryTabs(page)).toHaveText(allCategories.filter((name) => !administratorOnlyCategories.includes(name)));
    await expect(page.getByRole('heading', { name: 'Application Preferences' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Show Financial Summary' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveText(['Preferences']);
    await expectNoSeriousA11yViolations(page, 'preferences (office)');

    // An administrator category named in the address falls back to the first category.
    await page.goto('/#/settings/preferences?category=invoice');
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a technician lacks the categories and choices their permissions do not allow', async ({ page }) => {
    await openPreferences(page, users.tech);
    await expect(categoryTabs(page)).toHaveText(['Dashboard', 'General', 'Intake', 'Job', 'Scheduling', 'Tasks']);
    await expect(page.getByRole('combobox', { name: 'Show Financial Summary' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Show Recent Jobs' })).toBeVisible();

    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByRole('combobox', { name: 'Landing page' }).click();
    await expect(page.getByRole('option')).toHaveText(['Dashboard', 'Customers', 'Intake', 'Jobs', 'Schedule']);
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page, 'preferences (technician)');
  });

  test('a changed dashboard filter is saved and kept after a reload', async ({ page }) => {
    await openPreferences(page, users.office);
    await chooseOption(page, 'Recent Customers filter', 'Assigned to Me');
    await expect(toast(page, 'User preference updated.')).toBeVisible();

    await reloadPreferences(page);
    await expect(page.getByRole('combobox', { name: 'Recent Customers filter' })).toHaveText('Assigned to Me');
  });

  test('the last checked option of a multi-select cannot be unchecked', async ({ page }) => {
    await openPreferences(page, users.office);
    await page.getByRole('tab', { name: 'Intake' }).click();
    await expect(page).toHaveURL(/category=intake/);
    const group = page.getByRole('group', { name: 'Intake default status filter' });
    const pending = group.getByRole('checkbox', { name: 'Pending' });
    const scheduled = group.getByRole('checkbox', { name: 'Scheduled' });
    await expect(pending).toBeChecked();
    await expect(scheduled).toBeChecked();

    await pending.uncheck();
    await expect(toast(page, 'User preference updated.')).toBeVisible();
    await expect(scheduled).toBeChecked();
    await expect(scheduled).toBeDisabled();
    await expect(group.getByText('the last selected option cannot be cleared', { exact: false })).toBeVisible();

    await reloadPreferences(page);
    await expect(group.getByRole('checkbox', { name: 'Pending' })).not.toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Scheduled' })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Scheduled' })).toBeDisabled();
  });
});

test.describe('Preferences on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('categories and settings pages are chosen from full-width selects', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/#/settings');
    await expect(preferencesHeading(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Application Preferences' })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);

    await chooseOption(page, 'Category', 'Scheduling');
    await expect(page).toHaveURL(/category=scheduling/);
    await expect(page.getByRole('textbox', { name: 'Schedule day start' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Settings page' })).toHaveText('Preferences');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'preferences on a phone');
  });
});
