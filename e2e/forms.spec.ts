import type { Locator, Page } from '@playwright/test';
import { seededUuid } from '../mocks/db/ids';
import { PHONE, toast } from './support/app';
import { sign } from './support/signature';
import { expect, test } from './support/fixtures';

/**
 * Forms on an intake record. Completion counts, drafts, validation and the technician's read-only
 * view are tested in Vitest (tests/features/forms, tests/mocks/form-handlers.test.ts).
 */

/** The newest seeded intake (always present); the tests add their own forms to it. */
const INTAKE = seededUuid('intake:1');

async function choose(scope: Page | Locator, page: Page, select: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('office adds a Site Survey to an intake, fills and signs it, saves, reopens it and deletes it', async ({ page }) => {
    await page.goto(`/#/intake/edit/${INTAKE}`);
    const section = page.getByRole('region', { name: 'Forms' });
    await expect(section.getByRole('button', { name: 'Add Form' })).toBeVisible();
    const surveys = section.getByRole('listitem', { name: 'Site Survey' });
    const before = await surveys.count();

    await section.getByRole('button', { name: 'Add Form' }).click();
    const chooser = page.getByRole('dialog', { name: 'Add Form' });
    await expect(chooser.getByRole('button', { name: /^Site Survey/ })).toBeVisible();
    await chooser.getByRole('button', { name: /^Site Survey/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Site Survey' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Site contact is required.')).toBeVisible();
    await expect(dialog.getByText('Customer signature is required.')).toBeVisible();
    await expect(dialog.getByText('Unable to save, please review the form for errors.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Site contact' }).fill('Pat Morales');
    await dialog.getByLabel('Survey date').fill('2026-03-04');
    await choose(dialog, page, 'Property type', 'Commercial');
    await dialog.getByRole('checkbox', { name: 'Attic' }).check();
    await dialog.getByRole('group', { name: /^Hazards found/ }).getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('textbox', { name: 'Access and site notes' }).fill('Gate code 1234.\nDog in the yard.');
    const pad = dialog.getByRole('img', { name: 'Signature pad: Customer signature' });
    await sign(page, pad);
    await expect(dialog.getByText('Signed', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Form saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(surveys).toHaveCount(before + 1);
    const added = surveys.last();
    await expect(added.getByText('7 of 10 answered')).toBeVisible();
    await expect(added.getByText(/Last modified .* by Olivia Office/)).toBeVisible();

    await added.getByRole('button', { name: 'View Site Survey' }).click();
    await expect(dialog.getByText('Pat Morales')).toBeVisible();
    await expect(dialog.getByText('03/04/2026')).toBeVisible();
    await expect(dialog.getByText('Commercial')).toBeVisible();
    const image = dialog.getByRole('img', { name: 'Customer signature (signature)' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    await added.getByRole('button', { name: 'Delete Site Survey' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Form?' });
    await confirm.getByRole('button', { name: 'Delete Form' }).click();
    await expect(toast(page, 'Form deleted.')).toBeVisible();
    await expect(surveys).toHaveCount(before);
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE, isMobile: true, hasTouch: true });

  test('the form opens full screen and is signed by typing the name', async ({ page }) => {
    await page.goto(`/#/intake/edit/${INTAKE}`);
    await page.getByRole('navigation', { name: 'Intake sections' }).getByRole('button', { name: /^Forms/ }).click();
    const section = page.getByRole('region', { name: 'Forms' });
    await section.getByRole('button', { name: 'Add Form' }).click();
    await page.getByRole('dialog', { name: 'Add Form' }).getByRole('button', { name: /^HVAC Inspection/ }).click();

    const dialog = page.getByRole('dialog', { name: 'HVAC Inspection' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await choose(dialog, page, 'Equipment type', 'Heat pump');
    await dialog.getByLabel('Inspection date').fill('2026-03-04');
    await dialog.getByRole('group', { name: /^Carbon monoxide detected/ }).getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('button', { name: 'Type Signature' }).click();
    await dialog.getByRole('textbox', { name: 'Type Technician signature' }).fill('Olivia Office');
    await expect(dialog.getByText('Signed', { exact: true })).toBeVisible();
    const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasHorizontalScroll).toBe(false);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Form saved.')).toBeVisible();
    await expect(section.getByRole('listitem', { name: 'HVAC Inspection' }).last().getByText('4 of 11 answered')).toBeVisible();
  });
});
