import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { login, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

/** An in-app navigation (no reload, so the session and the mock's settings stay). */
async function goTo(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = `#${path}`;
  }, hashPath);
}

function pageHeading(page: Page, title: string) {
  return page.getByRole('heading', { name: title, level: 1, exact: true });
}

function intakeRows(page: Page) {
  return page.getByRole('table', { name: 'Intake' }).locator('tbody tr');
}

/** Opens the editor of the newest Pending intake of the given type from the list; answers its title. */
async function openPendingIntake(page: Page, type: string): Promise<string> {
  await goTo(page, '/intake?status=Pending');
  const row = intakeRows(page).filter({ hasText: type }).first();
  const link = row.getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  return title;
}

test.describe('Intake (office)', () => {
  test('take an intake call through the two-step Create Intake dialog', async ({ page }) => {
    await login(page, users.office);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Intake', exact: true }).click();
    await expect(pageHeading(page, 'Intake')).toBeVisible();
    await expect(intakeRows(page).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending, Scheduled');
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveText('Date New to Old');
    await expectNoSeriousA11yViolations(page, 'intake list');

    await page.getByRole('link', { name: 'Add Intake Form' }).click();
    await expect(pageHeading(page, 'Add Intake Form')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who Is This Intake Record For?' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search Customers' }).fill('Whitfield');
    await page.getByRole('list', { name: 'Matching customers' }).getByRole('button', { name: /Dana Whitfield/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Create Intake' });
    await expect(dialog.getByText('Dana Whitfield')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Title is required.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveCount(0);

    await dialog.getByRole('textbox', { name: 'Title' }).fill('Estimate for attic insulation');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Upstairs bedrooms are hot.\nWants a quote this week.');
    await expect(dialog.getByText('51/2000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
    await expect(dialog.getByRole('combobox', { name: 'Assigned To' })).toHaveText('Olivia Office');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Estimate', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Intake Source' }).click();
    await page.getByRole('option', { name: 'Phone', exact: true }).click();
    await expectNoSeriousA11yViolations(page, 'create intake step 2');
    await dialog.getByRole('button', { name: 'Create Intake Record' }).click();

    await expect(toast(page, 'Intake record created.')).toBeVisible();
    await expect(page).toHaveURL(/#\/intake\/edit\//);
    await expect(page.getByRole('heading', { name: 'Intake – Dana Whitfield' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Estimate for attic insulation');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
    await expectNoSeriousA11yViolations(page, 'intake editor');
  });

  test('edit an intake, then view its history', async ({ page }) => {
    await login(page, users.office);
    const title = await openPendingIntake(page, 'Service Call');
    await page.getByRole('textbox', { name: 'Title' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await expect(page.getByText('Unable to update, please review the form for errors.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (callback requested)`);
    await page.getByRole('combobox', { name: 'Assigned To' }).click();
    await page.getByRole('option', { name: 'Theo Tech' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Intake record saved.')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'View History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Intake History' });
    const history = dialog.getByRole('table', { name: 'History' });
    await expect(history.getByRole('row').filter({ hasText: 'Title' }).first()).toContainText(`${title} (callback requested)`);
    await expect(history.getByRole('row').filter({ hasText: 'Assigned To' }).first()).toContainText('Theo Tech');
    await expect(history.getByRole('row').filter({ hasText: 'Title' }).first()).toContainText('Olivia Office');
    await expectNoSeriousA11yViolations(page, 'intake history');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('Save & Add Job saves the intake and starts a job for the customer', async ({ page }) => {
    await login(page, users.office);
    const title = await openPendingIntake(page, 'Service Call');
    await page.getByRole('textbox', { name: 'Description' }).fill('Customer reports no hot water since Tuesday.');
    await page.getByRole('button', { name: 'Add Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save & Add Job' });
    await expect(dialog).toContainText('the customer and description will be copied into a new job');
    await expectNoSeriousA11yViolations(page, 'save and add job');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/#\/jobs\/add\//);
    await expect(pageHeading(page, 'Add Job')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(/no hot water since Tuesday/);
  });

  test('schedule an estimate visit: the intake becomes Scheduled', async ({ page }) => {
    await login(page, users.office);
    const title = await openPendingIntake(page, 'Estimate');
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Estimate');
    await expectNoSeriousA11yViolations(page, 'schedule appointment');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Appointment scheduled.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Spec 2 §4: the Pending form adopts the new status and stays clean.
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Scheduled');
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    const schedule = page.getByRole('region', { name: 'Schedule' });
    await expect(schedule.getByRole('list', { name: 'Appointments' }).getByRole('listitem')).toHaveCount(1);
    await expect(schedule).toContainText(title);
  });

  test('fill a form on an intake', async ({ page }) => {
    await login(page, users.office);
    await openPendingIntake(page, 'Service Call');
    await page.getByRole('navigation', { name: 'Intake sections' }).getByRole('button', { name: 'Forms' }).click();
    await page.getByRole('button', { name: 'Add Form' }).click();
    const chooser = page.getByRole('dialog', { name: 'Add Form' });
    await chooser.getByRole('button', { name: /HVAC Inspection/ }).click();
    const form = page.getByRole('dialog', { name: /HVAC Inspection/ });
    await form.getByRole('combobox', { name: 'Equipment type' }).click();
    await page.getByRole('option', { name: 'Gas furnace' }).click();
    await form.getByRole('textbox', { name: 'Make and model' }).fill('Carrier 59TP6');
    await form.getByRole('textbox', { name: 'Inspection date' }).fill('2026-11-20');
    await form.getByRole('group', { name: 'Carbon monoxide detected' }).getByRole('radio', { name: 'No' }).check();
    await form.getByRole('button', { name: 'Type Signature' }).click();
    await form.getByRole('textbox', { name: 'Type Technician signature' }).fill('Olivia Office');
    await expectNoSeriousA11yViolations(page, 'intake form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Form saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Forms' })).toContainText('HVAC Inspection');
  });
});

test.describe('Intake (technician)', () => {
  test('can view intake but not add or edit it', async ({ page }) => {
    await login(page, users.tech);
    await goTo(page, '/intake');
    await expect(intakeRows(page).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Intake Form' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

    await intakeRows(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/intake\/view\//);
    await expect(page.getByRole('heading', { name: /^Intake – / })).toBeVisible();
    await expect(page.getByText('Intake Type')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Actions' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['View History']);
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page, 'intake view (technician)');

    await goTo(page, '/intake/add');
    await expect(page).toHaveURL(/#\/unauthorized\/INTAKE_C$/);
  });
});

test.describe('Intake on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('helper cards, the list, and the editor navigation', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/intake');
    await expect(page.getByRole('heading', { name: 'Search Intake' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add a New Intake' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'View All' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'intake phone helper');

    const search = page.getByRole('search', { name: 'Search Intake' });
    await search.getByRole('searchbox', { name: 'Search' }).fill('Estimate');
    await search.getByRole('button', { name: 'Search' }).click();
    const cards = page.getByRole('list', { name: 'Intake' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page).toHaveURL(/q=Estimate/);
    const first = cards.first();
    const customerToggle = first.getByRole('button', { expanded: false }).first();
    await customerToggle.click();
    await expect(first.getByRole('button', { expanded: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'intake phone list');

    const title = (await first.getByRole('link').first().textContent()) ?? '';
    await first.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const nav = page.getByRole('navigation', { name: 'Intake sections' });
    await expect(nav.getByRole('button')).toHaveText([/^Customer/, /^Intake Details/, /^Forms/, /^Jobs/, /^Schedule/]);
    await expect(nav.getByRole('button', { name: /^Intake Details/ })).toContainText(title.slice(0, 20));
    await expectNoSeriousA11yViolations(page, 'intake editor navigation (phone)');
    await nav.getByRole('button', { name: /^Intake Details/ }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expectNoSeriousA11yViolations(page, 'intake details (phone)');
    await page.getByRole('button', { name: 'All Sections' }).click();
    await expect(nav).toBeVisible();
  });
});
