import type { Page } from '@playwright/test';
import { choose, chooseUserMenuItem, expectNoHorizontalOverflow, PHONE, reloadApp, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Preferences journeys. Categories per role, whole-number and multi-select rules, landing-page
 * choices and saving are tested in Vitest (tests/features/preferences).
 */

function preferencesHeading(page: Page) {
  return page.getByRole('heading', { name: 'Preferences', level: 1 });
}

test.describe('administrator', () => {
  test.use({ account: 'admin' });

  test('opens Settings from the user menu, changes a system setting, and a reload keeps it', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseUserMenuItem(page, 'Settings');
    await expect(preferencesHeading(page)).toBeVisible();
    await expect(page).toHaveTitle('Fieldline - Preferences');
    await expect(page.getByRole('heading', { name: 'Application Preferences' })).toBeVisible();

    await page.getByRole('tablist', { name: 'Preference categories' }).getByRole('tab', { name: 'General' }).click();
    await expect(page).toHaveURL(/#\/settings\?category=general$/);
    await choose(page, 'Default page size', '50');
    await expect(toast(page, 'Global preference updated.')).toBeVisible();

    await reloadApp(page);
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Default page size' })).toHaveText('50');
  });
});

test.describe('office', () => {
  test.use({ account: 'office' });

  test('changes a dashboard filter and an intake status filter; a reload keeps them', async ({ page }) => {
    await page.goto('/#/settings');
    await expect(page.getByRole('heading', { name: 'My Preferences' })).toBeVisible();
    await choose(page, 'Recent Customers filter', 'Assigned to Me');
    await expect(toast(page, 'User preference updated.')).toBeVisible();

    await page.getByRole('tab', { name: 'Intake' }).click();
    const group = page.getByRole('group', { name: 'Intake default status filter' });
    await group.getByRole('checkbox', { name: 'Pending' }).uncheck();
    await expect(group.getByRole('checkbox', { name: 'Scheduled' })).toBeDisabled();

    await reloadApp(page);
    await expect(group.getByRole('checkbox', { name: 'Pending' })).not.toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Scheduled' })).toBeChecked();
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect(page.getByRole('combobox', { name: 'Recent Customers filter' })).toHaveText('Assigned to Me');
  });
});

test.describe('phone', () => {
  test.use({ account: 'admin', viewport: PHONE });

  test('categories and settings pages are chosen from full-width selects', async ({ page }) => {
    await page.goto('/#/settings');
    await expect(preferencesHeading(page)).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await choose(page, 'Category', 'Scheduling');
    await expect(page).toHaveURL(/category=scheduling/);
    await expect(page.getByRole('textbox', { name: 'Schedule day start' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Settings page' })).toHaveText('Preferences');
    await expectNoHorizontalOverflow(page);
  });
});
