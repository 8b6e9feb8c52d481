import type { Page } from '@playwright/test';
import { chooseMenuItem, goTo, pageHeading, submitLogin, toast, UNAUTHORIZED_MESSAGE } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Diagnostics journeys (ROOT only). Who is refused, the cache's clears, the facts of each page and
 * the copy text are tested in Vitest (tests/features/diagnostics, tests/mocks/note-logger-handlers.test.ts).
 */

function diagnosticsHeading(page: Page, name: string) {
  return page.getByRole('heading', { name, level: 2, exact: true });
}

async function openPage(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Diagnostics pages' }).getByRole('link', { name, exact: true }).click();
  await expect(diagnosticsHeading(page, name)).toBeVisible();
}

/** An unhandled error in the page: the app reports it to `Logger/LogError` and shows the error screen. */
async function throwUnhandled(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  await expect(page.getByText(message).first()).toBeVisible();
}

test.describe('root', () => {
  test.use({ account: 'root' });

  test('moves through the diagnostics pages from the menu and clears the query cache', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseMenuItem(page, 'Diagnostics', 'System');
    await expect(pageHeading(page, 'Diagnostics: System')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Server' }).getByText('Embedded mock backend', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Application' }).getByText('Build Time')).toBeVisible();

    await openPage(page, 'Cache');
    const cached = page.getByRole('table', { name: 'Cached queries' });
    await expect(cached.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Clear Cache' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear the query cache?' });
    await confirm.getByRole('button', { name: 'Clear Cache' }).click();
    await expect(toast(page, 'The query cache was cleared.')).toBeVisible();
    await expect(confirm).toBeHidden();

    await openPage(page, 'Platform');
    await expect(page.getByRole('region', { name: 'Storage and Offline' }).getByText(/ of .*\(\d+%\)/)).toBeVisible();
    await openPage(page, 'User');
    await expect(page.getByRole('region', { name: 'User State' }).getByText('root@demo.test')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Permissions/ }).getByText('ADMINISTRATOR, ROOT')).toBeVisible();
  });

  test('an unhandled error shows in the client log and the server error log; Reset Demo Data clears it and signs out', async ({ page }) => {
    await page.goto('/#/diagnostics/logs');
    await expect(diagnosticsHeading(page, 'Logs')).toBeVisible();
    await page.getByRole('switch', { name: 'Record log entries' }).check();

    await throwUnhandled(page, 'E2E diagnostics failure');
    await page.getByRole('button', { name: 'Return to the Application' }).click();
    // The return lands on the landing page; going on before it has would be overtaken by it under load.
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await goTo(page, '/diagnostics/logs');
    await expect(page.getByRole('table', { name: 'Client log' }).getByText('E2E diagnostics failure')).toBeVisible();
    const server = page.getByRole('table', { name: 'Server error log' });
    // The report is sent in the background when the error happens: under load it may land after the
    // page read the server's log, so the user refreshes that log until it is there.
    await expect(async () => {
      if (!(await server.getByText('E2E diagnostics failure', { exact: true }).isVisible())) await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(server.getByText('E2E diagnostics failure', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(server.getByText('root@demo.test')).toBeVisible();

    await openPage(page, 'System');
    await page.getByRole('button', { name: 'Reset Demo Data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset demo data?' });
    await confirm.getByRole('button', { name: 'Reset Demo Data' }).click();
    await expect(toast(page, 'The demo data was reset. Sign in to continue.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log In', exact: true })).toBeVisible();

    await page.evaluate(() => window.__mock?.completeGuidedTours());
    await submitLogin(page, 'root@demo.test');
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await goTo(page, '/diagnostics/logs');
    await expect(page.getByText('The server has no errors logged.')).toBeVisible();
  });
});

test.describe('office', () => {
  test.use({ account: 'office' });

  test('has no Diagnostics menu and is refused the pages', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Work', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Diagnostics', exact: true })).toHaveCount(0);
    await goTo(page, '/diagnostics/cache');
    await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
  });
});
