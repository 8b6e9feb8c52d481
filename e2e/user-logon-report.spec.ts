import type { Page } from '@playwright/test';
import { chooseMenuItem, PHONE } from './support/app';
import { users } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * The User Logon Report. Status texts, browser summaries and who may open it are tested in Vitest
 * (tests/features/reports, tests/mocks/account-handlers.test.ts); the seed holds the failed logons.
 */

/** The theme's error red (#b3261e). */
const ERROR_RED = 'rgb(179, 38, 30)';
const SEEDED_IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function heading(page: Page) {
  return page.getByRole('heading', { name: 'User Logon Report', level: 1 });
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('opens it from the Reports menu: newest first, failures in red with an icon and their status', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseMenuItem(page, 'Reports', 'User Logon');
    await expect(heading(page)).toBeVisible();
    await expect(page).toHaveTitle('Fieldline - User Logon Report');

    const table = page.getByRole('table', { name: 'User Logon Report' });
    await expect(table.getByRole('columnheader')).toHaveText(['Date and Time', 'Username', 'Browser Details', 'Status', 'IP Address']);
    const rows = table.locator('tbody tr');
    await expect(page.getByText(/^The last \d+ logon records, newest first\. \d+ failed\.$/)).toBeVisible();

    const failed = rows.filter({ hasText: /FAILED|LOCKED/ });
    expect(await failed.count()).toBeGreaterThanOrEqual(8);
    await expect(failed.first().getByRole('img', { name: 'Failed login' })).toBeVisible();
    await expect(failed.first().locator('td').first()).toHaveCSS('color', ERROR_RED);
    await expect(rows.filter({ hasText: 'ACCOUNT LOCKED' })).toHaveCount(1);
    const success = rows.filter({ hasText: 'LOGIN SUCCESS' }).first();
    await expect(success.getByRole('img', { name: 'Failed login' })).toHaveCount(0);
    await expect(success.locator('td').first()).not.toHaveCSS('color', ERROR_RED);

    // Browser details: a readable summary; the full string in a tooltip.
    const iphone = rows.filter({ hasText: users.locked }).first();
    const browser = iphone.getByText('Safari 18.1 on iOS 18.1');
    await browser.hover();
    await expect(page.getByRole('tooltip')).toHaveText(SEEDED_IPHONE_AGENT);

    // Dates read as dates and times, newest first.
    const times = await rows.locator('td:first-child').allTextContents();
    expect(times[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
    const parsed = times.map((text) => Date.parse(text));
    expect([...parsed].sort((a, b) => b - a)).toEqual(parsed);
  });
});

test.describe('phone', () => {
  test.use({ account: 'admin', viewport: PHONE });

  test('shows the records as cards, failures marked in red with their status', async ({ page }) => {
    await page.goto('/#/reports/user-logon');
    await expect(heading(page)).toBeVisible();
    const cards = page.getByRole('list', { name: 'User Logon Report' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const failed = cards.filter({ hasText: /FAILED|LOCKED/ });
    expect(await failed.count()).toBeGreaterThanOrEqual(8);
    await expect(failed.first().getByRole('img', { name: 'Failed login' })).toBeVisible();
    await expect(failed.first()).toHaveCSS('color', ERROR_RED);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
