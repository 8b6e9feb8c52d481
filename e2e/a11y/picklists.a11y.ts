import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { PHONE } from '../support/app';
import { expect, test } from '../support/fixtures';

/** Accessibility of the picklists administration (issue 19): the page, its value dialog, the delete confirmation and a resource type's attributes, at 1280 and 390 px. */
test.use({ account: 'admin' });

async function checkPicklists(page: Page, width: string): Promise<void> {
  await page.goto('/#/admin/picklists?kind=PaymentTerm');
  await expect(page.getByRole('button', { name: 'Add Payment Term' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expectAccessible(page, `picklists${width}`);
  await page.getByRole('button', { name: 'Add Payment Term' }).click();
  const add = page.getByRole('dialog', { name: 'Add Payment Term' });
  await expect(add.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expectAccessible(page, `add payment term${width}`);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: /^Delete / }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Delete Payment Term?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, `delete payment term${width}`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.goto('/#/admin/picklists?kind=ResourceType');
  await page.getByRole('button', { name: /^Attributes of / }).first().click();
  const attributes = page.getByRole('dialog', { name: /^Attributes of / });
  await expect(attributes.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expectAccessible(page, `resource type attributes${width}`);
  await attributes.getByRole('button', { name: 'Close' }).click();
  await expect(attributes).toBeHidden();
}

test('picklists at 1280 px', async ({ page }) => {
  await checkPicklists(page, '');
});

test('picklists at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await checkPicklists(page, ' (390 px)');
});
