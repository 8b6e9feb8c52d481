import type { Page } from '@playwright/test';
import { users, STRONG_PASSWORD } from './support/accounts';
import { choose, chooseMenuItem, chooseUserMenuItem, dashboardHeading, loginHeading, pageHeading, submitLogin, toast, UNAUTHORIZED_MESSAGE } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Administration journeys (issue 19): an administrator invites a user who signs up through the
 * emailed get-started link and holds the role's menus; a changed role reaches the user's menus; an
 * unlocked account signs in and a deactivated one cannot. In the demo build each browser context has
 * its own mock database, so the invited user signs up in the same context once the administrator has
 * logged out (the link and the data are the ones the administrator's invitation made). Field rules
 * and server refusals are tested in Vitest (tests/features/admin, tests/mocks/admin-users.test.ts).
 */

test.use({ account: 'admin' });

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The address after `#` of the link in the last email sent to `email`. */
async function emailedLink(page: Page, email: string): Promise<string> {
  const href = await page.evaluate((to) => {
    const sent = window.__mock?.sentEmails().filter((message) => message.to.some((party) => party.emailAddress === to)) ?? [];
    return /href="([^"]+)"/.exec(sent.at(-1)?.body ?? '')?.[1] ?? '';
  }, email);
  expect(href).toContain('#/get-started/');
  return href.slice(href.indexOf('#') + 1);
}

async function openUser(page: Page, name: string): Promise<void> {
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await chooseUserMenuItem(page, 'Logout');
  await expect(loginHeading(page)).toBeVisible();
}

test('an administrator invites a technician, who signs up through the emailed link and gets the technician’s menus', async ({ page }) => {
  await page.goto('/#/dashboard');
  await chooseMenuItem(page, 'Admin', 'Users and Roles');
  await expect(pageHeading(page, 'Users')).toBeVisible();

  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Tessa');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Field');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('tessa.field@demo.test');
  await choose(page, 'Role', 'Technician');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, 'Invitation sent to tessa.field@demo.test.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tessa Field', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' }).getByText(/^Invited\./)).toBeVisible();

  // The invitation is in Email History too.
  await page.goto('/#/email-history');
  await expect(page.getByRole('table').getByText('Get started with Fieldline').first()).toBeVisible();

  const link = await emailedLink(page, 'tessa.field@demo.test');
  await logOut(page);
  await page.goto(`/#${link}`);
  await expect(page.getByRole('heading', { name: 'Welcome to Fieldline' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('tessa.field@demo.test');
  await page.getByLabel('New Password').fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created')).toBeVisible();
  await expect(dashboardHeading(page)).toBeVisible();

  // Exactly the technician's menus: the field links and Work, no Admin, no Reports.
  const nav = mainNav(page);
  for (const link of ['Intake', 'Customers', 'Jobs', 'Schedule']) await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Work', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Reports', exact: true })).toHaveCount(0);
  await page.goto('/#/admin/users');
  await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
});

test('a changed role reaches the user’s menus', async ({ page }) => {
  await page.goto('/#/admin/users');
  await openUser(page, 'Theo Tech');
  await page.getByRole('button', { name: 'Change Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Role' });
  await choose(page, 'Role', 'Office Manager');
  await dialog.getByRole('button', { name: 'Change Role' }).click();
  await expect(toast(page, /Theo Tech now has the Office Manager role/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' }).getByRole('link', { name: 'Office Manager' })).toBeVisible();

  await logOut(page);
  await submitLogin(page, users.tech);
  await expect(dashboardHeading(page)).toBeVisible();
  await chooseMenuItem(page, 'Work', 'Proposals');
  await expect(pageHeading(page, 'Proposals')).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Reports', exact: true })).toBeVisible();
});

test('an unlocked account signs in again; a deactivated one cannot', async ({ page }) => {
  await page.goto('/#/admin/users?status=Locked');
  await openUser(page, 'Lee Locked');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(toast(page, "Lee Locked's account has been unlocked.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Users' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await openUser(page, 'Theo Tech');
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: 'Deactivate User?' }).getByRole('button', { name: 'Deactivate User' }).click();
  await expect(toast(page, 'Theo Tech has been deactivated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  await logOut(page);
  await submitLogin(page, users.tech);
  await expect(page.getByRole('alert').filter({ hasText: 'Username or password not recognized.' })).toBeVisible();
  await submitLogin(page, users.locked);
  await expect(dashboardHeading(page)).toBeVisible();
});
