import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { chooseUserMenuItem, dashboardHeading, errorModal, login, loginHeading, openApp, submitLogin, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

const UNAUTHORIZED_MESSAGE =
  'You are not authorized for the feature you requested. If you require access to this feature, please contact your system administrator.';

type GroupName = 'Work' | 'Operations' | 'Reports' | 'Diagnostics' | 'Admin';
const groupNames: GroupName[] = ['Work', 'Operations', 'Reports', 'Diagnostics', 'Admin'];
const primaryLinks = ['Intake', 'Customers', 'Jobs', 'Schedule'];

const allWork = ['Timesheet', 'Proposals', 'Work Orders', 'Invoices', 'Payments', 'Email History', 'Notes', 'Tasks'];
const allReports = [
  'Accounts Aging',
  'Timesheet',
  'Intake Occurrence',
  'Proposal Occurrence',
  'E-Sign Occurrence',
  'Work Order Occurrence',
  'Financial',
  'Recurrence Status',
  'User Logon',
];
const allAdmin = ['Company Information', 'Credit Card Payments', 'Email Server', 'Images and Files', 'Locations', 'Manage Subscription'];
const allDiagnostics = ['System', 'Cache', 'Logs', 'Platform', 'User'];

/** The menus each demo account should see: group name → items in order; absent groups must not show. */
const expectedMenus: Record<'admin' | 'root' | 'office' | 'tech', Partial<Record<GroupName, string[]>>> = {
  admin: {
    Work: allWork,
    Operations: ['Pricebook', 'Resources', 'Suppliers'],
    Reports: allReports,
    Admin: allAdmin,
  },
  root: {
    Work: allWork,
    Operations: ['Pricebook', 'Resources', 'Suppliers'],
    Reports: allReports,
    Diagnostics: allDiagnostics,
    Admin: allAdmin,
  },
  office: {
    Work: allWork,
    Operations: ['Resources', 'Suppliers'],
    Reports: allReports,
    Admin: ['Locations'],
  },
  tech: {
    Work: ['Timesheet', 'Notes', 'Tasks'],
    Operations: ['Resources'],
  },
};

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('Menus per account', () => {
  for (const account of ['admin', 'root', 'office', 'tech'] as const) {
    test(`${account} sees the menus their permissions allow`, async ({ page }) => {
      await login(page, users[account]);
      const nav = mainNav(page);
      for (const link of primaryLinks) {
        await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();

      const menus = expectedMenus[account];
      for (const group of groupNames) {
        const button = nav.getByRole('button', { name: group, exact: true });
        const items = menus[group];
        if (!items) {
          await expect(button, `${account} must not see the ${group} menu`).toHaveCount(0);
          continue;
        }
        await button.click();
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('menuitem'), `${group} menu of ${account}`).toHaveText(items);
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
      }

      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Settings', 'Change Password', 'Submit Feedback', 'Logout']);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      // A menu item goes to its page and closes the menu.
      await nav.getByRole('button', { name: 'Work', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Tasks' }).click();
      await expect(page).toHaveURL(/#\/tasks$/);
      await expect(page.getByRole('menu')).toHaveCount(0);
    });
  }

  test('signed-out visitors see only the logo, linking to the login screen', async ({ page }) => {
    await openApp(page, '/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    const nav = mainNav(page);
    await expect(nav.getByRole('link')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Fieldline home' })).toHaveAttribute('href', '#/login');
    await expect(nav.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('menuitem')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Fieldline home' }).click();
    await expect(loginHeading(page)).toBeVisible();
    await expect(nav.getByRole('button')).toHaveCount(0);
  });
});

test.describe('Status screens', () => {
  test('an unknown address shows Page Not Found', async ({ page }) => {
    await openApp(page, '/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Fieldline - Page Not Found');
    await expectNoSeriousA11yViolations(page, 'page not found');
  });

  test('the unauthorized screen shows the message and the code', async ({ page }) => {
    await openApp(page, '/unauthorized/TEST_CODE');
    await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
    await expect(page.getByText('TEST_CODE', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'unauthorized');
  });

  test('the error page returns to the application', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/#/error');
    await expect(page.getByRole('heading', { name: 'An unexpected error occured' })).toBeVisible();
    await expect(page.getByText('The application is unable to process the current request.')).toBeVisible();
    await expect(page).toHaveTitle('Fieldline - Error');
    await expectNoSeriousA11yViolations(page, 'error page');

    await page.getByRole('button', { name: 'Return to the Application' }).click();
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });
});

test.describe('Session', () => {
  test('the dashboard offers help, and a reload keeps the session', async ({ page }) => {
    await login(page, users.admin);
    await page.getByRole('button', { name: 'Help for Dashboard' }).click();
    const help = page.getByRole('dialog', { name: 'Help: Dashboard' });
    await expect(help).toBeVisible();
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toHaveCount(0);

    await page.reload();
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(loginHeading(page)).toHaveCount(0);
  });

  test('logging out in one tab sends the other tab to the login screen', async ({ page, context }) => {
    await login(page, users.admin);
    const other = await context.newPage();
    await other.goto('/#/dashboard');
    await expect(dashboardHeading(other)).toBeVisible();
    await other.evaluate(() => {
      (window as unknown as { beforeLogout?: boolean }).beforeLogout = true;
    });

    await chooseUserMenuItem(page, 'Logout');
    await expect(loginHeading(page)).toBeVisible();

    await expect(loginHeading(other)).toBeVisible();
    await expect(other).toHaveURL(/#\/login$/);
    await expect(other.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    // The other tab reloaded: its window state is gone.
    expect(await other.evaluate(() => (window as unknown as { beforeLogout?: boolean }).beforeLogout)).toBeUndefined();
  });

  test('a call made with an expired access token succeeds after exactly one refresh', async ({ page }) => {
    await login(page, users.tech);
    await page.evaluate(() => {
      window.__mock?.resetCallCounts();
      window.__mock?.expireAccessTokens();
    });

    await submitFeedback(page, 'Report a problem', 'The van GPS is off by a block.');

    await expect(toast(page, 'Your feedback has been submitted, thank you!')).toBeVisible();
    const counts = await page.evaluate(() => ({
      refresh: window.__mock?.callCount('UserAuthentication/RefreshToken'),
      feedback: window.__mock?.callCount('Feedback/SubmitFeedback'),
    }));
    expect(counts).toEqual({ refresh: 1, feedback: 2 });
    await expect(dashboardHeading(page)).toBeVisible();
  });
});

test.describe('Phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation page lists the areas, and the weekday opens the log viewer', async ({ page }) => {
    await login(page, users.tech);
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Work', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Intake', exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Open navigation' }).click();
    await expect(page).toHaveURL(/#\/mobile-nav$/);

    const today = await page.evaluate(() => {
      const now = new Date();
      return {
        weekday: now.toLocaleDateString(undefined, { weekday: 'long' }),
        date: now.toLocaleDateString(undefined, { month: 'long', day: 'numeric', year: 'numeric' }),
      };
    });
    const weekday = page.getByRole('button', { name: today.weekday });
    await expect(weekday).toBeVisible();
    await expect(page.getByText(today.date)).toBeVisible();
    await expect(page.getByText('Version 0.1.0')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'mobile-nav');

    const pages = page.getByRole('navigation', { name: 'All pages' });
    const work = pages.getByRole('button', { name: 'Work' });
    await expect(work).toHaveAttribute('aria-expanded', 'false');
    await expect(pages.getByRole('link', { name: 'Timesheet' })).toHaveCount(0);
    await work.click();
    await expect(work).toHaveAttribute('aria-expanded', 'true');
    await expect(pages.getByRole('link', { name: 'Timesheet' })).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Tasks' })).toBeVisible();
    await work.click();
    await expect(pages.getByRole('link', { name: 'Timesheet' })).toHaveCount(0);

    await weekday.click();
    await weekday.click();
    await expect(page).toHaveURL(/#\/mobile-nav$/);
    await weekday.click();
    await expect(page.getByRole('heading', { name: 'Log Viewer' })).toBeVisible();
    await expect(page).toHaveURL(/#\/log-viewer$/);
    await expectNoSeriousA11yViolations(page, 'log viewer');

    const recording = page.getByRole('switch');
    await expect(page.getByText('Recording disabled')).toBeVisible();
    await expect(recording).not.toBeChecked();
    await recording.click();
    await expect(page.getByText('Recording enabled')).toBeVisible();
    await expect(recording).toBeChecked();
    await recording.click();
    await expect(page.getByText('Recording disabled')).toBeVisible();
    await expect(recording).not.toBeChecked();
  });

  test('the navigation page with a group open passes the accessibility check', async ({ page }) => {
    // Known app bug: NavGroupSection in src/features/shell/components/mobile-nav-page.tsx renders its
    // ListItemButton links (<a>) directly inside <List> (<ul>): axe rule "list", impact serious.
    await login(page, users.tech);
    await page.goto('/#/mobile-nav');
    const work = page.getByRole('navigation', { name: 'All pages' }).getByRole('button', { name: 'Work' });
    await work.click();
    await expect(page.getByRole('link', { name: 'Timesheet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'mobile-nav with the Work group open');
  });
});

async function submitFeedback(page: Page, type: string, details: string) {
  await chooseUserMenuItem(page, 'Submit Feedback');
  const dialog = page.getByRole('dialog', { name: 'Submit Feedback' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: type }).click();
  await dialog.getByLabel('Details').fill(details);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

test.describe('API errors', () => {
  test('a 422 answer shows its text in the error modal and the dialog keeps what was typed', async ({ page }) => {
    await login(page, users.office);
    await page.evaluate(() =>
      window.__mock?.failNext('Feedback/SubmitFeedback', { status: 422, body: 'Feedback is closed today.' }),
    );
    const dialog = await submitFeedback(page, "Something we're doing well", 'Scheduling is quick.');

    const modal = errorModal(page);
    await expect(modal).toContainText('Feedback is closed today.');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toHaveCount(0);

    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText("Something we're doing well");
    await expect(dialog.getByLabel('Details')).toHaveValue('Scheduling is quick.');
    await expect(toast(page, 'Your feedback has been submitted, thank you!')).toHaveCount(0);
  });

  test("a 500 answer shows the error page with the server's text", async ({ page }) => {
    await openApp(page, '/forgot-password');
    await page.evaluate(() => window.__mock?.failNext('UserAuthentication/EmailResetLink', { status: 500, body: 'The mail relay is down.' }));
    await page.getByLabel('Email').fill(users.tech);
    await page.getByRole('button', { name: 'Send Email' }).click();

    await expect(page.getByRole('heading', { name: 'An unexpected error occured' })).toBeVisible();
    await expect(page.getByText('The mail relay is down.')).toBeVisible();
    await expect(page).toHaveURL(/#\/error$/);
  });

  test('a dropped connection shows the error page with No response received from the server', async ({ page }) => {
    await openApp(page, '/login');
    await page.evaluate(() => window.__mock?.dropConnection('UserAuthentication/Authenticate'));
    await submitLogin(page, users.admin);

    await expect(page.getByRole('heading', { name: 'An unexpected error occured' })).toBeVisible();
    await expect(page.getByText('No response received from the server')).toBeVisible();
    await expect(page).toHaveURL(/#\/error$/);
  });

  test('an error page reached from the feedback dialog is not hidden behind the dialog', async ({ page }) => {
    // Known app bug: the dialog belongs to UserMenu in the always-mounted TopBar
    // (src/features/shell/components/user-menu.tsx), so navigating to /error leaves it open over the error page.
    await login(page, users.office);
    await page.evaluate(() => window.__mock?.dropConnection('Feedback/SubmitFeedback'));
    const dialog = await submitFeedback(page, 'Report a problem', 'Offline again.');

    await expect(page).toHaveURL(/#\/error$/);
    // Already on the error page: the dialog should be gone by now (short wait keeps this known failure cheap).
    await expect(dialog).toHaveCount(0, { timeout: 3_000 });
    await expect(page.getByRole('heading', { name: 'An unexpected error occured' })).toBeVisible();
    await expect(page.getByText('No response received from the server')).toBeVisible();
  });
});
