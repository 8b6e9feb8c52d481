import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expectNoHorizontalOverflow, PHONE } from '../support/app';
import { formTemplateContext } from '../../mocks/db/seed-forms';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of the administration of form templates and catalogues (issue 19; one axe pass each,
 * WCAG 2.1 A/AA): the template list, the editor with a field of each kind that has options, its
 * preview and delete confirmation, the catalogues page and each of its dialogs, at 1280 and 390 px.
 */

async function checkTemplates(page: Page, width: string): Promise<void> {
  await page.goto('/#/admin/form-templates');
  await expect(page.getByRole('link', { name: 'Add Form Template' })).toBeVisible();
  await expect(page.getByText('Site Survey').first()).toBeVisible();
  await expectAccessible(page, `form templates${width}`);

  await page.goto(`/#/admin/form-templates/${formTemplateContext('site-survey')}`);
  const fields = page.getByRole('list', { name: 'Fields' });
  await expect(fields.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, `form template editor${width}`);
  if (width) await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: Site Survey' });
  await expect(preview.getByRole('textbox', { name: 'Site contact' })).toBeVisible();
  await expectAccessible(page, `form template preview${width}`);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  await page.getByRole('group', { name: 'Form Template actions' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Form Template?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectAccessible(page, `delete form template${width}`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Add Field' }).click();
  await expect(page.getByRole('menuitem', { name: 'Checklist' })).toBeVisible();
  await expectAccessible(page, `add field menu${width}`);
  await page.keyboard.press('Escape');
}

async function checkCatalogues(page: Page, width: string): Promise<void> {
  await page.goto('/#/admin/catalogues');
  await expect(page.getByText('Senior Discount', { exact: true })).toBeVisible();
  await expectAccessible(page, `catalogues${width}`);
  if (width) await expectNoHorizontalOverflow(page);

  for (const [button, title] of [
    ['Add Discount', 'Add Discount'],
    ['Edit Senior Discount', 'Edit Discount'],
    ['Add Tax Override', 'Add Tax Override'],
    ['Edit Reduced Rate', 'Edit Tax Override'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeVisible();
    await expectAccessible(page, `${title.toLowerCase()}${width}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  await page.getByRole('button', { name: 'Delete Reduced Rate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Tax Override?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectAccessible(page, `delete tax override${width}`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
}

test.use({ account: 'admin' });

test('form templates: list, editor, preview, delete and add field at 1280 px', async ({ page }) => {
  await checkTemplates(page, '');
});

test('form templates: list, editor, preview, delete and add field at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await checkTemplates(page, ' (phone)');
});

test('catalogues and their dialogs at 1280 px', async ({ page }) => {
  await checkCatalogues(page, '');
});

test('catalogues and their dialogs at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await checkCatalogues(page, ' (phone)');
});
