import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { login, openApp, submitLogin } from './support/app';

test.describe.configure({ mode: 'parallel' });

const UNAUTHORIZED_MESSAGE =
  'You are not authorized for the feature you requested. If you require access to this feature, please contact your system administrator.';
/** The theme's error red (#b3261e). */
const ERROR_RED = 'rgb(179, 38, 30)';
const SEEDED_IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function heading(page: Page) {
  return page.getByRole('heading', { name: 'User Logon Report', level: 1 });
}

/** A failed sign-in first, so the report has a fresh failure on top of the seeded ones. */
async function failThenLogin(page: Page, email: string): Promise<void> {
  await openApp(page, '/login');
  await submitLogin(page, email, 'Wrong-password-1');
  await expect(page.getByText(/Username or password not recognized\./)).toBeVisible();
  await login(page, email);
}

test.describe('User logon report (desktop)', () => {
  test('office opens it from the Reports menu: newest first, failures in red with an icon and their status', async ({ page }) => {
    await failThenLogin(page, users.office);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports', exact: true }).click();
    await page.getByRole('menuitem', { name: 'User Logon' }).click();
    await expect(heading(page)).toBeVisible();
    await expect(page).toHaveTitle('Fieldline - User Logon Report');

    const table = page.getByRole('table', { name: 'User Logon Report' });
    await expect(table.getByRole('columnheader')).toHaveText(['Date and Time', 'Username', 'Browser Details', 'Status', 'IP Address']);
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toContainText(users.office);
    await expect(rows.first()).toContainText('LOGIN SUCCESS');
    await expect(rows.nth(1)).toContainText(users.office);
    await expect(rows.nth(1)).toContainText('LOGIN FAILED');
    await expect(page.getByText(/^The last \d+ logon records, newest first\. \d+ failed\.$/)).toBeVisible();

    // Every failure: red text, a "Failed login" icon and its status text; successes are neither.
    const failed = rows.filter({ hasText: /FAILED|LOCKED/ });
    const failedCount = await failed.count();
    expect(failedCount).toBeGreaterThanOrEqual(8);
    for (let index = 0; index < failedCount; index += 1) {
      const row = failed.nth(index);
      await expect(row.getByRole('img', { name: 'Failed login' })).toBeVisible();
      await expect(row.locator('td').first()).toHaveCSS('color', ERROR_RED);
    }
    await expect(rows.filter({ hasText: 'ACCOUNT LOCKED' })).toHaveCount(1);
    const success = rows.filter({ hasText: 'LOGIN SUCCESS' }).first();
    await expect(success.getByRole('img', { name: 'Failed login' })).toHaveCount(0);
    await expect(success.locator('td').first()).not.toHaveCSS('color', ERROR_RED);

    // Browser details: a readable summary; the full string in a tooltip.
    const iphone = rows.filter({ hasText: users.locked }).first();
    const browser = iphone.getByText('Safari 18.1 on iOS 18.1');
    await expect(browser).toBeVisible();
    await expect(iphone).toContainText('198.51.100.12');
    await browser.hover();
    await expect(page.getByRole('tooltip')).toHaveText(SEEDED_IPHONE_AGENT);
    await expectNoSeriousA11yViolations(page, 'user logon report');

    // Dates read as dates and times, newest first.
    const times = await rows.locator('td:first-child').allTextContents();
    expect(times[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
    const parsed = times.map((text) => Date.parse(text));
    expect([...parsed].sort((a, b) => b - a)).toEqual(parsed);
  });

  test('any signed-in user may open it, even without the Reports permission', async ({ page }) => {
    await openApp(page, '/reports/user-logon');
    await submitLogin(page, users.tech);
    await expect(heading(page)).toBeVisible();
    await expect(page.getByText(/The last \d+ logon records, newest first\./)).toBeVisible();
    await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeHidden();
  });
});

test.describe('User logon report (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the records as cards, failures marked in red with their status', async ({ page }) => {
    await openApp(page, '/reports/user-logon');
    await submitLogin(page, users.admin);
    await expect(heading(page)).toBeVisible();
    const cards = page.getByRole('list', { name: 'User Logon Report' }).getByRole('listitem');
    await expect(cards.first()).toContainText(users.admin);
    await expect(page.getByRole('table')).toHaveCount(0);
    const failed = cards.filter({ hasText: /FAILED|LOCKED/ });
    expect(await failed.count()).toBeGreaterThanOrEqual(8);
    await expect(failed.first().getByRole('img', { name: 'Failed login' })).toBeVisible();
    await expect(failed.first()).toHaveCSS('color', ERROR_RED);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'user logon report on a phone');
  });
});
