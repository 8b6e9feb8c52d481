import type { Page } from '@playwright/test';
import { PHONE, reloadApp, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Dashboard journeys. Which snapshots each role sees, truncation, filters and landing rules are
 * tested in Vitest (tests/features/dashboard, tests/features/account/model/landing-page.test.ts).
 */

const USER_PREFERENCE_UPDATED = 'User preference updated.';

function snapshotHeadings(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

async function openConfigure(page: Page) {
  await page.getByRole('button', { name: 'Configure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configure Dashboard' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('administrator', () => {
  test.use({ account: 'admin' });

  test('starts on Getting Started, hides it for the snapshots, and edits the company news', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Set-up steps' });
    for (const title of ['Company Information', 'Card Processing', 'Customers', 'Jobs']) {
      await expect(cards.getByRole('heading', { name: title })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Hide This' }).click();
    await expect(snapshotHeadings(page)).toHaveText([
      'Company News',
      'Recent Customers',
      'Financial Summary',
      'Intake',
      'Recent Jobs',
      "Today's Schedule",
      'Tasks',
      'Timesheet',
    ]);
    await reloadApp(page);
    await expect(page.getByRole('heading', { name: 'Recent Customers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeHidden();

    const dialog = await openConfigure(page);
    await dialog.getByRole('tab', { name: 'Company News' }).click();
    await dialog.getByRole('textbox', { name: 'News Title' }).fill('Holiday hours');
    await dialog.getByRole('textbox', { name: 'News Text' }).fill('Closed Thursday.\nOn-call: Marco.');
    await dialog.getByRole('button', { name: 'Save News' }).click();
    await expect(toast(page, 'Company news saved.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const news = page.getByRole('region', { name: 'Company News' });
    await expect(news.getByRole('heading', { name: 'Holiday hours' })).toBeVisible();
    await expect(news.getByText('Closed Thursday.')).toBeVisible();
  });
});

test.describe('office', () => {
  test.use({ account: 'office' });

  test('configures the snapshots, their order and the landing page; a reload keeps them', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(snapshotHeadings(page)).toHaveText(['Company News', 'Recent Customers', 'Intake', 'Recent Jobs', "Today's Schedule", 'Tasks', 'Timesheet']);
    const dialog = await openConfigure(page);
    await dialog.getByRole('checkbox', { name: 'Recent Customers' }).uncheck();
    await expect(toast(page, USER_PREFERENCE_UPDATED)).toBeVisible();
    await dialog.getByRole('button', { name: 'Move Timesheet up' }).click();
    await expect(dialog.getByRole('checkbox').last()).toHaveAccessibleName('Tasks');
    await dialog.getByRole('combobox', { name: 'Landing Page' }).click();
    await page.getByRole('option', { name: 'Schedule' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const configured = ['Company News', 'Intake', 'Recent Jobs', "Today's Schedule", 'Timesheet', 'Tasks'];
    await expect(snapshotHeadings(page)).toHaveText(configured);
    await reloadApp(page);
    await expect(snapshotHeadings(page)).toHaveText(configured);

    // The landing page is where a signed-in user is sent from the login screen.
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/schedule$/);
  });

  test('the task filter switches and a snapshot record opens', async ({ page }) => {
    await page.goto('/#/dashboard');
    const taskFilter = page.getByRole('combobox', { name: 'Tasks filter' });
    await expect(taskFilter).toHaveText('Assigned to Me');
    const assignedCount = await page.getByRole('list', { name: 'Tasks' }).getByRole('link').count();
    await taskFilter.click();
    await page.getByRole('option', { name: 'Most Recent' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Tasks' }).getByRole('link').count()).toBeGreaterThan(assignedCount);

    await page.getByRole('list', { name: 'Intake' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/intake\/view\/[0-9a-f-]+$/);
  });
});

test.describe('phone', () => {
  test.use({ account: 'tech', viewport: PHONE });

  test('one icon button per snapshot, one snapshot at a time with Back', async ({ page }) => {
    await page.goto('/#/dashboard');
    const tiles = page.getByRole('list', { name: 'Snapshots' });
    await expect(tiles.getByRole('link')).toHaveText(['Company News', 'Customers', 'Intake', 'Jobs', 'Schedule', 'Tasks', 'Timesheet']);
    await tiles.getByRole('link', { name: 'Intake' }).click();
    await expect(page).toHaveURL(/#\/dashboard\/intake$/);
    await expect(page.getByRole('heading', { name: 'Intake', level: 2 })).toBeVisible();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await tiles.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/#\/schedule$/);
  });
});
