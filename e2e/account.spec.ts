import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, NEW_USER_GET_STARTED_GUID, STRONG_PASSWORD, TECH_RESET_GUID, users } from './support/accounts';
import { chooseUserMenuItem, dashboardHeading, errorModal, loginHeading, openApp, submitLogin, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * The account journeys: the only tests that use the login form. Form rules and messages (empty
 * fields, mismatched or weak passwords, bad links) are tested in Vitest
 * (tests/features/account, tests/mocks/auth-*.test.ts).
 */

const LOCKED_MESSAGE =
  /This account has been locked because of too many failed logins attempts\.\s+Please try resetting your password by clicking the Forgot Password link below\./;

function loginFailure(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Username or password not recognized.' });
}

test('log in with the form, land on the dashboard, and log out', async ({ page }) => {
  await openApp(page, '/login');
  await expect(page).toHaveTitle('Fieldline - Log In');
  await submitLogin(page, users.admin);
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page).toHaveTitle('Fieldline - Dashboard');
  await expect(page).toHaveURL(/#\/dashboard$/);

  // Signed in, the login screen sends back to the landing page.
  await page.goto('/#/login');
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard$/);

  await chooseUserMenuItem(page, 'Logout');
  await expect(loginHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
});

test('wrong passwords count down the attempts and then lock the account', async ({ page }) => {
  await openApp(page, '/login');
  await submitLogin(page, users.office, 'Wrong#Pass1');
  await expect(loginFailure(page)).toContainText('4 attempt(s) remaining before this account is locked.');
  for (const left of [3, 2, 1]) {
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(loginFailure(page)).toContainText(`${left} attempt(s) remaining before this account is locked.`);
  }
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: LOCKED_MESSAGE })).toBeVisible();

  // Locked: even the right password is refused.
  await submitLogin(page, users.office, DEMO_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: LOCKED_MESSAGE })).toBeVisible();
  await expect(loginHeading(page)).toBeVisible();
});

test('forgot password: request the email, then reset with the link and land signed in', async ({ page }) => {
  await openApp(page, '/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(users.tech);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('If a matching account is found, an email with instructions to reset your password will be sent.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(loginHeading(page)).toBeVisible();

  // The link of the email (seeded for tech@demo.test).
  await page.goto(`/#/reset-password/${TECH_RESET_GUID}`);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Username').fill(users.admin);
  await page.getByLabel('New Password').fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(errorModal(page)).toContainText('Unable to reset password. Ensure that the username is correct.');
  await errorModal(page).getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Username').fill(users.tech);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Password reset')).toBeVisible();
  await expect(dashboardHeading(page)).toBeVisible();
});

test('get started: an invited user creates a password and is signed in', async ({ page }) => {
  await openApp(page, `/get-started/${NEW_USER_GET_STARTED_GUID}/${users.newUser}`);
  await expect(page.getByRole('heading', { name: 'Welcome to Fieldline' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(users.newUser);
  await page.getByLabel('New Password').fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created')).toBeVisible();
  await expect(dashboardHeading(page)).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ account: 'office' });

  test('change password: a wrong current password is refused, the new one is needed at the next login', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseUserMenuItem(page, 'Change Password');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill('Not#MyPass1');
    await dialog.getByLabel('New Password').fill(STRONG_PASSWORD);
    await dialog.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(errorModal(page)).toContainText('The current password is incorrect.');
    await errorModal(page).getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Current Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await chooseUserMenuItem(page, 'Logout');
    await submitLogin(page, users.office, DEMO_PASSWORD);
    await expect(loginFailure(page)).toBeVisible();
    await submitLogin(page, users.office, STRONG_PASSWORD);
    await expect(dashboardHeading(page)).toBeVisible();
  });

  test('submit feedback from the user menu', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseUserMenuItem(page, 'Submit Feedback');
    const dialog = page.getByRole('dialog', { name: 'Submit Feedback' });
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'A suggestion for a new feature' }).click();
    await dialog.getByLabel('Details').fill('Dark mode, please.');
    await expect(dialog.getByText('18/1000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Your feedback has been submitted, thank you!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
