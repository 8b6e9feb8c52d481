import type { Locator, Page } from '@playwright/test';
import { toast } from './support/app';
import { plainJobWithoutDiscount } from './support/seed-data';
import { expect, test } from './support/fixtures';

/**
 * Administration of form templates and of the discount catalogue (issue 19): an administrator makes
 * a template, previews and saves it, then fills it on a job; adds a discount and uses it on a job.
 * Validation, reordering, conflicts and refusals are tested in Vitest (tests/features/admin-catalogues,
 * tests/mocks/form-template-admin.test.ts, tests/mocks/catalogue-admin.test.ts).
 */

async function openJobSection(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Job sections' }).getByRole('button', { name: new RegExp(`^${label}`) }).click();
}

async function addField(page: Page, kind: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Field' }).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
  return page.getByRole('list', { name: 'Fields' }).getByRole('listitem').last();
}

test.use({ account: 'admin' });

test('an administrator makes a form template with a select and a signature, previews it, saves it and fills it on a job', async ({ page }) => {
  await page.goto('/#/admin/form-templates');
  await expect(page.getByRole('table', { name: 'Form Templates' }).getByRole('link', { name: 'Site Survey' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Form Template' }).click();

  await page.getByRole('textbox', { name: 'Name' }).fill('Gutter Check');
  const select = await addField(page, 'Select');
  await select.getByRole('textbox', { name: 'Label' }).fill('Gutter material');
  await select.getByRole('textbox', { name: 'Options' }).fill('Aluminum\nVinyl\nCopper');
  await select.getByRole('switch', { name: 'Required' }).check();
  const signature = await addField(page, 'Signature');
  await signature.getByRole('textbox', { name: 'Label' }).fill('Homeowner signature');
  await signature.getByRole('switch', { name: 'Required' }).check();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: Gutter Check' });
  await expect(preview.getByRole('combobox', { name: 'Gutter material' })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Signature pad: Homeowner signature' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Type Signature' })).toBeDisabled();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  await page.getByRole('group', { name: 'Form Template actions' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Form template saved.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Form Templates' }).getByRole('link', { name: 'Gutter Check' })).toBeVisible();

  await page.goto(`/#/jobs/edit/${plainJobWithoutDiscount()}`);
  await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
  await openJobSection(page, 'Forms');
  const forms = page.getByRole('region', { name: 'Forms' });
  await forms.getByRole('button', { name: 'Add Form' }).click();
  await page.getByRole('dialog', { name: 'Add Form' }).getByRole('button', { name: /^Gutter Check/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Gutter Check' });
  await dialog.getByRole('combobox', { name: 'Gutter material' }).click();
  await page.getByRole('option', { name: 'Vinyl', exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialog.getByRole('button', { name: 'Type Signature' }).click();
  await dialog.getByRole('textbox', { name: 'Type Homeowner signature' }).fill('Dana Homeowner');
  await expect(dialog.getByText('Signed', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Form saved.')).toBeVisible();
  await expect(forms.getByRole('listitem', { name: 'Gutter Check' }).getByText('2 of 2 answered')).toBeVisible();
});

test('an administrator adds a discount to the catalogue and uses it on a job', async ({ page }) => {
  await page.goto('/#/admin/catalogues');
  const discounts = page.getByRole('table', { name: 'Discounts' });
  await expect(discounts.getByRole('cell', { name: 'Senior Discount', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Discount' }).click();
  const add = page.getByRole('dialog', { name: 'Add Discount' });
  await add.getByRole('textbox', { name: 'Description' }).fill('Neighbor Referral');
  await add.getByRole('radio', { name: 'Amount' }).check();
  await add.getByRole('textbox', { name: 'Value' }).fill('40');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Discount saved.')).toBeVisible();
  await expect(discounts.getByRole('row', { name: /Neighbor Referral/ }).getByRole('cell', { name: '($40 OFF)' })).toBeVisible();

  await page.goto(`/#/jobs/edit/${plainJobWithoutDiscount()}`);
  await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
  await openJobSection(page, 'Job Details');
  const totals = page.getByRole('group', { name: 'Job totals' });
  const toggle = totals.getByRole('button', { name: /^DISCOUNT/ });
  const panel = totals.getByRole('group', { name: 'Discount' });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(panel.getByRole('button', { name: 'Add' })).toBeVisible({ timeout: 2000 });
  }).toPass();
  await panel.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Discount' });
  await dialog.getByRole('combobox', { name: 'Existing Discounts' }).click();
  await page.getByRole('option', { name: 'Neighbor Referral ($40 OFF)' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Neighbor Referral');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(totals).toContainText('($40 OFF)');
  await page.getByRole('group', { name: 'Job actions' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Job saved.')).toBeVisible();
});
