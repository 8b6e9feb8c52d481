import { INVALID_GUID, NEW_USER_GET_STARTED_GUID, TECH_RESET_GUID, users } from '../support/accounts';
import { expectAccessible } from '../support/a11y';
import { chooseUserMenuItem, loginHeading, openApp } from '../support/app';
import { expect, test } from '../support/fixtures';

/** Accessibility of the account screens and dialogs (one axe pass each, WCAG 2.1 A/AA). */

test('signed-out screens: login, forgot password, reset password, a bad link, get started', async ({ page }) => {
  await openApp(page, '/login');
  await expect(loginHeading(page)).toBeVisible();
  await expectAccessible(page, 'login');

  await page.goto('/#/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await expectAccessible(page, 'forgot password');

  await page.goto(`/#/reset-password/${TECH_RESET_GUID}`);
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  await expectAccessible(page, 'reset password (valid link)');

  await page.goto(`/#/reset-password/${INVALID_GUID}`);
  await expect(page.getByText('This link has expired or is invalid.')).toBeVisible();
  await expectAccessible(page, 'reset password (invalid link)');

  await page.goto(`/#/get-started/${NEW_USER_GET_STARTED_GUID}/${users.newUser}`);
  await expect(page.getByRole('heading', { name: 'Welcome to Fieldline' })).toBeVisible();
  await expectAccessible(page, 'get started');
});

test.describe('signed in', () => {
  test.use({ account: 'office' });

  test('the change password and submit feedback dialogs', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseUserMenuItem(page, 'Change Password');
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await expect(change.getByLabel('Current Password')).toBeVisible();
    await expectAccessible(page, 'change password dialog');
    await change.getByRole('button', { name: 'Cancel' }).click();
    await expect(change).toHaveCount(0);

    await chooseUserMenuItem(page, 'Submit Feedback');
    await expect(page.getByRole('dialog', { name: 'Submit Feedback' }).getByLabel('Details')).toBeVisible();
    await expectAccessible(page, 'submit feedback dialog');
  });
});
