import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { choose, PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of Administration (issue 19; one axe pass each, WCAG 2.1 A/AA): the users list, a
 * user, Invite User (empty and with errors), Change Role, the Deactivate confirmation, the roles and
 * a role, at 1280 px and at 390 px.
 */

test.use({ account: 'admin' });

async function checkUsers(page: Page, width: string, list: 'table' | 'list'): Promise<void> {
  await page.goto('/#/admin/users');
  await expect(pageHeading(page, 'Users')).toBeVisible();
  await expect(page.getByRole(list, { name: 'Users' }).getByText('Lee Locked')).toBeVisible();
  await expectAccessible(page, `users${width}`);

  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await expect(invite.getByRole('textbox', { name: 'First Name' })).toBeVisible();
  await expectAccessible(page, `invite user${width}`);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByText('First name is required.')).toBeVisible();
  await expectAccessible(page, `invite user with errors${width}`);
  await invite.getByRole('button', { name: 'Cancel' }).click();
  await expect(invite).toBeHidden();
}

async function checkUser(page: Page, width: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Locked', exact: true }).click();
  await page.getByRole('link', { name: 'Lee Locked' }).first().click();
  await expect(page.getByRole('heading', { name: 'Lee Locked', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock' })).toBeVisible();
  await expectAccessible(page, `a user${width}`);

  await page.getByRole('button', { name: 'Change Role' }).click();
  const change = page.getByRole('dialog', { name: 'Change Role' });
  await expect(change.getByRole('combobox', { name: 'Role' })).toBeVisible();
  await expectAccessible(page, `change role${width}`);
  await choose(page, 'Role', 'Office Manager');
  await change.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard Changes' }).click();
  await expect(change).toBeHidden();

  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate User?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, `deactivate user${width}`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
}

async function checkRoles(page: Page, width: string, list: 'table' | 'list'): Promise<void> {
  await page.goto('/#/admin/roles');
  await expect(pageHeading(page, 'Roles')).toBeVisible();
  await expect(page.getByRole(list, { name: 'Roles' }).getByText('Technician')).toBeVisible();
  await expectAccessible(page, `roles${width}`);
  await page.getByRole(list, { name: 'Roles' }).getByRole('link', { name: 'Office Manager' }).click();
  await expect(page.getByRole('heading', { name: 'Office Manager', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jobs' })).toBeVisible();
  await expectAccessible(page, `a role${width}`);
}

test('users, a user and their dialogs at 1280 px', async ({ page }) => {
  await checkUsers(page, '', 'table');
  await checkUser(page, '');
});

test('roles and a role at 1280 px', async ({ page }) => {
  await checkRoles(page, '', 'table');
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('users, a user and their dialogs at 390 px', async ({ page }) => {
    await checkUsers(page, ' (phone)', 'list');
    await checkUser(page, ' (phone)');
  });

  test('roles and a role at 390 px', async ({ page }) => {
    await checkRoles(page, ' (phone)', 'list');
  });
});
