import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import {
  DEMO_PASSWORD,
  INVALID_GUID,
  NEW_USER_GET_STARTED_GUID,
  PASSWORD_RULE_TEXT,
  STRONG_PASSWORD,
  TECH_RESET_GUID,
  users,
} from './support/accounts';
import { chooseUserMenuItem, dashboardHeading, errorModal, login, loginHeading, openApp, submitLogin, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

const LOCKED_MESSAGE =
  /This account has been locked because of too many failed logins attempts\.\s+Please try resetting your password by clicking the Forgot Password link below\./;

test.describe('Login', () => {
  test.beforeEach(async ({ page }) => {
    await openApp(page, '/login');
    await expect(loginHeading(page)).toBeVisible();
  });

  test('the login screen passes the accessibility check and the version label toggles the update log', async ({ page }) => {
    await expect(page).toHaveTitle('Fieldline - Log In');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot Password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login');

    const version = page.getByRole('button', { name: 'Version 0.1.0' });
    const updateLog = page.getByRole('heading', { name: 'Update Log' });
    await expect(version).toHaveAttribute('aria-expanded', 'false');
    await expect(updateLog).toBeHidden();

    await version.click();
    await expect(updateLog).toBeVisible();
    await expect(version).toHaveAttribute('aria-expanded', 'true');

    await version.click();
    await expect(updateLog).toBeHidden();
    await expect(version).toHaveAttribute('aria-expanded', 'false');
  });

  test('an empty submit asks for the email and the password', async ({ page }) => {
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please enter your email', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter your password', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(loginHeading(page)).toBeVisible();
  });

  test('a wrong password says so and counts down the attempts left', async ({ page }) => {
    await submitLogin(page, users.admin, 'Wrong#Pass1');
    const failure = page.getByRole('alert').filter({ hasText: 'Username or password not recognized.' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('4 attempt(s) remaining before this account is locked.');

    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(failure).toContainText('3 attempt(s) remaining before this account is locked.');
    await expect(failure).not.toContainText('4 attempt(s)');
    await expect(loginHeading(page)).toBeVisible();
  });

  test('a locked account is told to reset its password', async ({ page }) => {
    await submitLogin(page, users.locked);
    await expect(page.getByRole('alert').filter({ hasText: LOCKED_MESSAGE })).toBeVisible();
    await expect(page.getByText('attempt(s) remaining')).toHaveCount(0);
    await expect(loginHeading(page)).toBeVisible();
  });

  test('the right password lands on the dashboard; the login screen then sends back to it', async ({ page }) => {
    await submitLogin(page, users.admin);
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page).toHaveTitle('Fieldline - Dashboard');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expectNoSeriousA11yViolations(page, 'dashboard');

    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(loginHeading(page)).toHaveCount(0);
  });
});

test.describe('Forgot password', () => {
  test.beforeEach(async ({ page }) => {
    await openApp(page, '/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  });

  test('an invalid email is refused', async ({ page }) => {
    await expect(page).toHaveTitle('Fieldline - Forgot Password');
    await expectNoSeriousA11yViolations(page, 'forgot password');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Email' })).toBeVisible();
  });

  test('a request hides the form and says an email may be on its way; Back to Login returns', async ({ page }) => {
    await page.getByLabel('Email').fill(users.tech);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect(
      page.getByText('If a matching account is found, an email with instructions to reset your password will be sent.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Email' })).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(loginHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
  });
});

test.describe('Reset password', () => {
  test.beforeEach(async ({ page }) => {
    await openApp(page, `/reset-password/${TECH_RESET_GUID}`);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  });

  test('a valid link shows the reset form, which refuses mismatched and weak passwords', async ({ page }) => {
    await expect(page).toHaveTitle('Fieldline - Reset Password');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('New Password')).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'reset password (valid link)');

    await page.getByLabel('Username').fill(users.tech);
    await page.getByLabel('New Password').fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${STRONG_PASSWORD}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('New Password').fill('weakpass');
    await page.getByLabel('Confirm Password').fill('weakpass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toHaveCount(0);
    await expect(page.getByLabel('New Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(PASSWORD_RULE_TEXT)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  });

  test("a username that is not the link's user gets the error modal; the right one resets and signs in", async ({ page }) => {
    await page.getByLabel('Username').fill(users.admin);
    await page.getByLabel('New Password').fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const modal = errorModal(page);
    await expect(modal).toContainText('Unable to reset password. Ensure that the username is correct.');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

    await page.getByLabel('Username').fill(users.tech);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Password reset')).toBeVisible();
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });
});

test.describe('Bad reset links', () => {
  for (const [name, path] of [
    ['an invalid guid', `/reset-password/${INVALID_GUID}`],
    ['no guid', '/reset-password'],
  ] as const) {
    test(`${name} says the link has expired or is invalid`, async ({ page }) => {
      await openApp(page, path);
      await expect(page.getByRole('heading', { name: 'Oops, something went wrong' })).toBeVisible();
      await expect(page.getByText('This link has expired or is invalid.')).toBeVisible();
      await expect(page.getByLabel('New Password')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `reset password (${name})`);
    });
  }
});

test.describe('Get started', () => {
  test('a valid invitation creates the account and signs in', async ({ page }) => {
    await openApp(page, `/get-started/${NEW_USER_GET_STARTED_GUID}/${users.newUser}`);
    await expect(page.getByRole('heading', { name: 'Welcome to Fieldline' })).toBeVisible();
    await expect(page.getByText('To get started, please create a secure password for your account.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(users.newUser);
    await expect(page.getByLabel('New Password')).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'get started');

    await page.getByLabel('New Password').fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Account created')).toBeVisible();
    await expect(dashboardHeading(page)).toBeVisible();
  });

  test('an invalid invitation goes to the login screen', async ({ page }) => {
    await openApp(page, `/get-started/${INVALID_GUID}/${users.newUser}`);
    await expect(loginHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Fieldline' })).toHaveCount(0);
  });
});

test.describe('Change password', () => {
  test('a wrong current password gets the error modal; a right one changes the password for the next login', async ({ page }) => {
    await login(page, users.office);
    await chooseUserMenuItem(page, 'Change Password');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'change password dialog');

    await dialog.getByLabel('Current Password').fill('Not#MyPass1');
    await dialog.getByLabel('New Password').fill(STRONG_PASSWORD);
    await dialog.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    const modal = errorModal(page);
    await expect(modal).toContainText('The current password is incorrect.');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Current Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await chooseUserMenuItem(page, 'Logout');
    await expect(loginHeading(page)).toBeVisible();

    await submitLogin(page, users.office, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Username or password not recognized.' })).toBeVisible();

    await submitLogin(page, users.office, STRONG_PASSWORD);
    await expect(dashboardHeading(page)).toBeVisible();
  });
});

test.describe('Submit feedback', () => {
  test('the feedback dialog offers the five types, counts characters and submits', async ({ page }) => {
    await login(page, users.tech);
    await chooseUserMenuItem(page, 'Submit Feedback');
    const dialog = page.getByRole('dialog', { name: 'Submit Feedback' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'submit feedback dialog');

    await expect(dialog.getByText('0/1000')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      "Something we're doing well",
      'Something we can do better with',
      'A suggestion for a new feature',
      'An enhancement to an existing feature',
      'Report a problem',
    ]);
    await page.getByRole('option', { name: 'A suggestion for a new feature' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('A suggestion for a new feature');

    await dialog.getByLabel('Details').fill('Dark mode, please.');
    await expect(dialog.getByText('18/1000')).toBeVisible();

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Your feedback has been submitted, thank you!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
