import { expect, test, type Locator, type Page } from '@playwright/test';
import { seededUuid } from '../mocks/db/ids';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { login, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

/** The newest seeded intake (always present); the tests add their own forms to it. */
const INTAKE = seededUuid('intake:1');

async function goTo(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = `#${path}`;
  }, hashPath);
}

async function choose(scope: Page | Locator, page: Page, select: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Draws a stroke across the signature pad with the mouse (pointer events). */
async function sign(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not visible');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    await page.mouse.move(box.x + 30 + (step * (box.width - 60)) / 24, box.y + box.height * (0.55 + 0.2 * Math.sin(step / 2)));
  }
  await page.mouse.up();
}

test('office adds a Site Survey to an intake, fills and signs it, saves, reopens it and deletes it', async ({ page }) => {
  await login(page, users.office);
  await goTo(page, `/intake/edit/${INTAKE}`);
  const section = page.getByRole('region', { name: 'Forms' });
  await expect(section.getByRole('button', { name: 'Add Form' })).toBeVisible();
  const surveys = section.getByRole('listitem', { name: 'Site Survey' });
  const before = await surveys.count();

  await section.getByRole('button', { name: 'Add Form' }).click();
  const chooser = page.getByRole('dialog', { name: 'Add Form' });
  await expect(chooser.getByRole('button', { name: /^Site Survey/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'add form chooser');
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
  await expectNoSeriousA11yViolations(page, 'fill form');
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
  await expectNoSeriousA11yViolations(page, 'view form');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  await added.getByRole('button', { name: 'Delete Site Survey' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Form?' });
  await confirm.getByRole('button', { name: 'Delete Form' }).click();
  await expect(toast(page, 'Form deleted.')).toBeVisible();
  await expect(surveys).toHaveCount(before);
});

test('closing a form with unsaved answers asks first', async ({ page }) => {
  await login(page, users.office);
  await goTo(page, `/intake/edit/${INTAKE}`);
  const section = page.getByRole('region', { name: 'Forms' });
  await section.getByRole('button', { name: 'Add Form' }).click();
  await page.getByRole('dialog', { name: 'Add Form' }).getByRole('button', { name: /^Customer Sign-Off/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Sign-Off' });
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Dana Whitfield');
  await page.keyboard.press('Escape');
  const warning = page.getByRole('dialog', { name: 'Discard Changes?' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Dana Whitfield');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard Changes?' }).getByRole('button', { name: 'Discard Changes' }).click();
  await expect(dialog).toBeHidden();
  // The form was added unanswered when it was chosen.
  await expect(section.getByRole('listitem', { name: 'Customer Sign-Off' }).last().getByText('0 of 8 answered')).toBeVisible();
});

test('phone: the form opens full screen and is signed by typing the name', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await login(page, users.office);
  await goTo(page, `/intake/edit/${INTAKE}`);
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
  await expectNoSeriousA11yViolations(page, 'fill form on a phone');
  const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(hasHorizontalScroll).toBe(false);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Form saved.')).toBeVisible();
  await expect(section.getByRole('listitem', { name: 'HVAC Inspection' }).last().getByText('4 of 11 answered')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'forms section on a phone');
  await context.close();
});

test('tech sees the forms of an intake read-only', async ({ page }) => {
  await login(page, users.tech);
  // The seeded, signed Site Survey (mocks/db/seed-forms.ts) and its intake.
  const owner = await page.evaluate(() => {
    const db = JSON.parse(localStorage.getItem('fieldline.mock-db.v1') ?? '{}') as { formInstances: { name: string; version: number; ownerContext: string }[] };
    return db.formInstances.find((instance) => instance.name === 'Site Survey' && instance.version > 1)?.ownerContext ?? '';
  });
  await goTo(page, `/intake/view/${owner}`);
  const section = page.getByRole('region', { name: 'Forms' });
  const survey = section.getByRole('listitem', { name: 'Site Survey' });
  await expect(survey.getByText('10 of 10 answered')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add Form' })).toHaveCount(0);
  await expect(survey.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
  await survey.getByRole('button', { name: 'View Site Survey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Site Survey' });
  await expect(dialog.getByRole('img', { name: 'Customer signature (signature)' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'view form read-only');
});
