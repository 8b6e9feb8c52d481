import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { dashboardHeading, login, openApp, submitLogin, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

const USER_PREFERENCE_UPDATED = 'User preference updated.';

function snapshot(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

function snapshotHeadings(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

async function openConfigure(page: Page) {
  await page.getByRole('button', { name: 'Configure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configure Dashboard' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('desktop dashboard', () => {
  test('admin starts on Getting Started with the set-up cards, hides it and sees every snapshot', async ({ page }) => {
    await login(page, users.admin);
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Set-up steps' });
    for (const title of ['Company Information', 'Card Processing', 'Customers', 'Jobs']) {
      await expect(cards.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Add a Customer' })).toHaveAttribute('href', '#/customers/add');
    await expectNoSeriousA11yViolations(page, 'getting started');

    await page.getByRole('button', { name: 'Hide This' }).click();
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeHidden();
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
    const financial = page.getByRole('table', { name: 'Financial Summary' });
    for (const row of ['Open Proposals', 'Invoices Past Due', 'Invoices Awaiting Payment', 'Payments Today', 'Payments Last 7 Days', 'Payments Last 30 Days', 'Payments Year to Date']) {
      await expect(financial.getByRole('rowheader', { name: row })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Recent Customers' }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard snapshots');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Recent Customers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeHidden();
  });

  test('office sees the snapshots their permissions allow, with working filters and record links', async ({ page }) => {
    await login(page, users.office);
    await expect(snapshotHeadings(page)).toHaveText(['Company News', 'Recent Customers', 'Intake', 'Recent Jobs', "Today's Schedule", 'Tasks', 'Timesheet']);
    await expect(page.getByRole('heading', { name: 'Financial Summary' })).toBeHidden();

    const summary = page.getByRole('definition').first();
    await expect(summary).toHaveText(/\d+/);
    await expect(page.getByText('Complete (last 30 days)')).toBeVisible();

    // Lists scroll within 300 px.
    const customers = snapshot(page, 'Recent Customers list');
    const height = await customers.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(300);

    // The task filter defaults to the preference (Assigned to Me) and switches to Most Recent.
    const taskFilter = page.getByRole('combobox', { name: 'Tasks filter' });
    await expect(taskFilter).toHaveText('Assigned to Me');
    const assignedCount = await page.getByRole('list', { name: 'Tasks' }).getByRole('link').count();
    await taskFilter.click();
    await page.getByRole('option', { name: 'Most Recent' }).click();
    await expect(taskFilter).toHaveText('Most Recent');
    await expect.poll(() => page.getByRole('list', { name: 'Tasks' }).getByRole('link').count()).toBeGreaterThan(assignedCount);

    const firstIntake = page.getByRole('list', { name: 'Intake' }).getByRole('link').first();
    await firstIntake.click();
    await expect(page).toHaveURL(/#\/intake\/view\/[0-9a-f-]+$/);
  });

  test('tech sees no financial summary and no getting started', async ({ page }) => {
    await login(page, users.tech);
    await expect(snapshotHeadings(page)).toHaveText(['Company News', 'Recent Customers', 'Intake', 'Recent Jobs', "Today's Schedule", 'Tasks', 'Timesheet']);
    await expect(page.getByText(/Clocked in since/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'tech dashboard');
  });

  test('Configure changes which snapshots show, their order and getting started, and the changes survive a reload', async ({ page }) => {
    await login(page, users.office);
    const dialog = await openConfigure(page);
    await expect(dialog.getByRole('tab', { name: 'User Preferences' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Company News' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'configure dialog');

    await dialog.getByRole('checkbox', { name: 'Recent Customers' }).uncheck();
    await expect(toast(page, USER_PREFERENCE_UPDATED)).toBeVisible();
    await dialog.getByRole('button', { name: 'Move Timesheet up' }).click();
    await expect(dialog.getByRole('checkbox').last()).toHaveAccessibleName('Tasks');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(page.getByRole('heading', { name: 'Recent Customers' })).toBeHidden();
    await expect(snapshotHeadings(page)).toHaveText(['Company News', 'Intake', 'Recent Jobs', "Today's Schedule", 'Timesheet', 'Tasks']);
    await page.reload();
    await expect(snapshotHeadings(page)).toHaveText(['Company News', 'Intake', 'Recent Jobs', "Today's Schedule", 'Timesheet', 'Tasks']);

    const again = await openConfigure(page);
    await again.getByRole('switch', { name: 'Show Getting Started' }).check();
    await expect(toast(page, USER_PREFERENCE_UPDATED)).toBeVisible();
    await again.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Intake' })).toBeHidden();
    // Set-up cards are for administrators only.
    await expect(page.getByRole('list', { name: 'Set-up steps' })).toHaveCount(0);
  });

  test('the landing page preference decides where login goes', async ({ page }) => {
    await login(page, users.office);
    const dialog = await openConfigure(page);
    await dialog.getByRole('combobox', { name: 'Landing Page' }).click();
    await page.getByRole('option', { name: 'Schedule' }).click();
    await expect(toast(page, USER_PREFERENCE_UPDATED)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await submitLogin(page, users.office);
    await expect(page).toHaveURL(/#\/schedule$/);
  });

  test('admin edits the company news everyone sees', async ({ page }) => {
    await login(page, users.admin);
    await page.getByRole('button', { name: 'Hide This' }).click();
    const dialog = await openConfigure(page);
    await dialog.getByRole('tab', { name: 'Company News' }).click();
    const title = dialog.getByRole('textbox', { name: 'News Title' });
    await title.fill('   ');
    await dialog.getByRole('button', { name: 'Save News' }).click();
    await expect(dialog.getByText('Please enter a news title.')).toBeVisible();
    await title.fill('Holiday hours');
    await dialog.getByRole('textbox', { name: 'News Text' }).fill('Closed Thursday.\nOn-call: Marco.');
    await expectNoSeriousA11yViolations(page, 'company news tab');
    await dialog.getByRole('button', { name: 'Save News' }).click();
    await expect(toast(page, 'Company news saved.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const news = page.getByRole('region', { name: 'Company News' });
    await expect(news.getByRole('heading', { name: 'Holiday hours' })).toBeVisible();
    await expect(news.getByText('Closed Thursday.')).toBeVisible();
  });

  test('admin is asked before unsaved news changes are dropped, and can take the news down', async ({ page }) => {
    await login(page, users.admin);
    await page.getByRole('button', { name: 'Hide This' }).click();
    const news = page.getByRole('region', { name: 'Company News' });
    await expect(news).toBeVisible();

    const again = await openConfigure(page);
    await again.getByRole('tab', { name: 'Company News' }).click();
    await again.getByRole('switch', { name: 'Display News' }).uncheck();
    await again.getByRole('button', { name: 'Close' }).click();
    // Unsaved news changes ask before closing.
    await again.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(news).toBeVisible();

    const third = await openConfigure(page);
    await third.getByRole('tab', { name: 'Company News' }).click();
    await third.getByRole('switch', { name: 'Display News' }).uncheck();
    await third.getByRole('button', { name: 'Save News' }).click();
    await expect(toast(page, 'Company news saved.')).toBeVisible();
    await third.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('region', { name: 'Company News' })).toBeHidden();
  });
});

test.describe('phone dashboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows an icon button per snapshot, one snapshot at a time with Back', async ({ page }) => {
    await login(page, users.tech);
    const tiles = page.getByRole('list', { name: 'Snapshots' });
    await expect(tiles.getByRole('link')).toHaveText(['Company News', 'Customers', 'Intake', 'Jobs', 'Schedule', 'Tasks', 'Timesheet']);
    await expectNoSeriousA11yViolations(page, 'phone dashboard');

    await tiles.getByRole('link', { name: 'Intake' }).click();
    await expect(page).toHaveURL(/#\/dashboard\/intake$/);
    await expect(page.getByRole('heading', { name: 'Intake', level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'phone intake snapshot');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);

    await tiles.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/#\/schedule$/);
    await page.goBack();
    await tiles.getByRole('link', { name: 'Timesheet' }).click();
    await expect(page).toHaveURL(/#\/timesheet$/);
  });

  test('a phone with the dashboard as landing page and no snapshot enabled goes to the navigation page', async ({ page }) => {
    await login(page, users.tech);
    const dialog = await openConfigure(page);
    for (const name of ['Recent Customers', 'Intake', 'Recent Jobs', "Today's Schedule", 'Tasks', 'Timesheet']) {
      await dialog.getByRole('checkbox', { name }).uncheck();
      await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    // On phones the toast sits over the top bar; repeated saves show one toast, which the user closes.
    await expect(page.getByRole('alert')).toHaveCount(1);
    await toast(page, USER_PREFERENCE_UPDATED).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await submitLogin(page, users.tech);
    await expect(page).toHaveURL(/#\/mobile-nav$/);
  });
});

test('an unknown snapshot address returns to the dashboard', async ({ page }) => {
  await login(page, users.office);
  await openApp(page, '/dashboard/weather');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(dashboardHeading(page)).toBeVisible();
});
