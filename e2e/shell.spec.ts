import type { Page } from '@playwright/test';
import { chooseUserMenuItem, dashboardHeading, loginHeading, PHONE, reloadApp, toast } from './support/app';
import { expect, test, waitForMock } from './support/fixtures';

/**
 * The shell: menus, the phone navigation page and the session. Which menus each role sees is tested
 * in Vitest (tests/features/shell/model/navigation.test.ts); the refresh rules in
 * tests/lib/api-client/api-client.test.ts. Failed and dropped calls run against the real-API build
 * (real-api.spec.ts).
 */

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('desktop', () => {
  test.use({ account: 'root' });

  test('the menus list their pages, a menu item opens its page, and help opens for the page', async ({ page }) => {
    await page.goto('/#/dashboard');
    const nav = mainNav(page);
    for (const link of ['Dashboard', 'Intake', 'Customers', 'Jobs', 'Schedule']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Diagnostics', exact: true }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['System', 'Cache', 'Logs', 'Platform', 'User']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Settings', 'Change Password', 'Submit Feedback', 'Logout']);
    await page.keyboard.press('Escape');

    await nav.getByRole('button', { name: 'Work', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Tasks' }).click();
    await expect(page).toHaveURL(/#\/tasks$/);
    await expect(page.getByRole('menu')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('button', { name: 'Help for Dashboard' }).click();
    const help = page.getByRole('dialog', { name: 'Help: Dashboard' });
    await expect(help).toBeVisible();
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toHaveCount(0);
  });
});

test.describe('session', () => {
  test.use({ account: 'tech' });

  test('a reload keeps the session, and a call with an expired access token succeeds after one refresh', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(dashboardHeading(page)).toBeVisible();
    await reloadApp(page);
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(loginHeading(page)).toHaveCount(0);

    await waitForMock(page);
    await page.evaluate(() => {
      window.__mock?.resetCallCounts();
      window.__mock?.expireAccessTokens();
    });
    await chooseUserMenuItem(page, 'Submit Feedback');
    const dialog = page.getByRole('dialog', { name: 'Submit Feedback' });
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Report a problem' }).click();
    await dialog.getByLabel('Details').fill('The van GPS is off by a block.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Your feedback has been submitted, thank you!')).toBeVisible();
    const counts = await page.evaluate(() => ({
      refresh: window.__mock?.callCount('UserAuthentication/RefreshToken'),
      feedback: window.__mock?.callCount('Feedback/SubmitFeedback'),
    }));
    // One refresh, whichever call met the expired token first: the feedback (then sent twice) or a
    // background call such as the running timer's (then the feedback went once, with the new token).
    expect(counts.refresh).toBe(1);
    expect([1, 2]).toContain(counts.feedback);
  });

  test('logging out in one tab sends the other tab to the login screen', async ({ page, context }) => {
    await page.goto('/#/dashboard');
    await expect(dashboardHeading(page)).toBeVisible();
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
    // The other tab reloaded: its window state is gone.
    expect(await other.evaluate(() => (window as unknown as { beforeLogout?: boolean }).beforeLogout)).toBeUndefined();
  });
});

test.describe('phone', () => {
  test.use({ account: 'tech', viewport: PHONE });

  test('the navigation page lists the areas, and tapping the weekday three times opens the log viewer', async ({ page }) => {
    await page.goto('/#/dashboard');
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Work', exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Open navigation' }).click();
    await expect(page).toHaveURL(/#\/mobile-nav$/);

    const pages = page.getByRole('navigation', { name: 'All pages' });
    const work = pages.getByRole('button', { name: 'Work' });
    await expect(work).toHaveAttribute('aria-expanded', 'false');
    await work.click();
    await expect(work).toHaveAttribute('aria-expanded', 'true');
    await expect(pages.getByRole('link', { name: 'Timesheet' })).toBeVisible();
    await work.click();
    await expect(pages.getByRole('link', { name: 'Timesheet' })).toHaveCount(0);

    const weekday = page.getByRole('button', { name: await page.evaluate(() => new Date().toLocaleDateString(undefined, { weekday: 'long' })) });
    await weekday.click();
    await weekday.click();
    await expect(page).toHaveURL(/#\/mobile-nav$/);
    await weekday.click();
    await expect(page.getByRole('heading', { name: 'Log Viewer' })).toBeVisible();
    const recording = page.getByRole('switch');
    await expect(recording).not.toBeChecked();
    await recording.click();
    await expect(page.getByText('Recording enabled')).toBeVisible();
    await expect(recording).toBeChecked();
  });
});
