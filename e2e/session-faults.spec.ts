import type { Page } from '@playwright/test';
import { pageHeading, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Sessions and saves under faults (issue 12, items 1–3), with the demo mock's fault injection. The
 * refresh rules, the logout and the draft's rules and variants are tested in Vitest
 * (tests/lib/api-client/api-client.test.ts, tests/components/kit/editor-draft.test.tsx,
 * tests/mocks/auth-tokens.test.ts, tests/mocks/auth-two-tabs.test.ts).
 */

const REFRESH_TOKEN_KEY = 'fieldline.refresh-token';

function refreshTokenOf(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), REFRESH_TOKEN_KEY);
}

test.use({ account: 'office' });

test('two tabs reloading together stay signed in, 20 times out of 20', async ({ page, context }) => {
  // 40 page loads.
  test.slow();
  await page.goto('/#/locations');
  await expect(pageHeading(page, 'Locations')).toBeVisible();
  // The demo's data (and the session in it) is stored for the second tab to load.
  await page.evaluate(() => window.__mock?.stored());
  const second = await context.newPage();
  await second.goto('/#/locations');
  await expect(pageHeading(second, 'Locations')).toBeVisible();

  for (let round = 1; round <= 20; round += 1) {
    await Promise.all([page.reload(), second.reload()]);
    for (const tab of [page, second]) {
      // Signed out, a tab shows the login screen instead (and the other tab follows it).
      await expect(tab.getByRole('heading', { name: /^(Locations|Log In)$/ }).first(), `round ${round}`).toBeVisible();
      await expect(pageHeading(tab, 'Locations'), `round ${round}: still signed in`).toBeVisible();
    }
  }
  expect(await refreshTokenOf(page)).not.toBeNull();
});

test('a failed save and a refresh that fails once keep the session and every typed character of the intake editor', async ({ page }) => {
  await page.goto('/#/dashboard');
  await page.waitForFunction(() => window.__mock);
  const context = await page.evaluate(() => window.__mock!.records('intakes').find((intake) => intake.status === 'Pending')!.context);
  await page.goto(`/#/intake/edit/${context}`);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).not.toHaveValue('');
  const saved = await title.inputValue();
  const restoreDialog = page.getByRole('dialog', { name: 'Restore unsaved changes?' });
  const errorHeading = page.getByRole('heading', { name: 'An unexpected error occured' });

  // Typed key by key.
  const first = ' - gate code #4417, dog in yard';
  await title.press('End');
  await title.pressSequentially(first);

  // The save fails with a 500: the error screen, not the leave warning; the edits come back.
  await page.evaluate(() => window.__mock!.failNext('Intake/Update', { status: 500 }));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(errorHeading).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Unsaved Changes' })).toHaveCount(0);
  await page.goBack();
  await restoreDialog.getByRole('button', { name: 'Restore' }).click();
  await expect(title).toHaveValue(saved + first);

  // The access token has expired and the refresh gets no answer once.
  const second = ' (call after 5 pm)';
  await title.press('End');
  await title.pressSequentially(second);
  await page.evaluate(() => {
    window.__mock!.expireAccessTokens();
    window.__mock!.dropConnection('UserAuthentication/RefreshToken');
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(errorHeading).toBeVisible();
  await expect(page.getByText('No response received from the server')).toBeVisible();
  // Still signed in.
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  expect(await refreshTokenOf(page)).not.toBeNull();

  // Back at the record, every character is there; the save refreshes again and goes through.
  await page.goBack();
  await restoreDialog.getByRole('button', { name: 'Restore' }).click();
  await expect(title).toHaveValue(saved + first + second);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Intake record saved.')).toBeVisible();

  // Saved: the draft is gone.
  await page.reload();
  await expect(title).toHaveValue(saved + first + second);
  await expect(restoreDialog).toHaveCount(0);
});
