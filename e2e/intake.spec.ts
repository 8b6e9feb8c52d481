import type { Page } from '@playwright/test';
import { PHONE, pageHeading, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Intake journeys. The list's filters and sorting, validation, the technician's read-only view and
 * the action rules are tested in Vitest (tests/features/intake); appointments and forms on an
 * intake have their own journeys (intake-appointments.spec.ts, forms.spec.ts).
 */

function intakeRows(page: Page) {
  return page.getByRole('table', { name: 'Intake' }).locator('tbody tr');
}

/** Opens the editor of the newest Pending intake of the given type from the list; answers its title. */
async function openPendingIntake(page: Page, type: string): Promise<string> {
  await page.goto('/#/intake?status=Pending');
  const row = intakeRows(page).filter({ hasText: type }).first();
  const link = row.getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  return title;
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('take an intake call through the two-step Create Intake dialog', async ({ page }) => {
    await page.goto('/#/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Intake', exact: true }).click();
    await expect(pageHeading(page, 'Intake')).toBeVisible();
    await expect(intakeRows(page).first()).toBeVisible();

    await page.getByRole('link', { name: 'Add Intake Form' }).click();
    await expect(page.getByRole('heading', { name: 'Who Is This Intake Record For?' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search Customers' }).fill('Whitfield');
    await page.getByRole('list', { name: 'Matching customers' }).getByRole('button', { name: /Dana Whitfield/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Create Intake' });
    await expect(dialog.getByText('Dana Whitfield')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Estimate for attic insulation');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Upstairs bedrooms are hot.\nWants a quote this week.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Assigned To' })).toHaveText('Olivia Office');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Estimate', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Intake Source' }).click();
    await page.getByRole('option', { name: 'Phone', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create Intake Record' }).click();

    await expect(toast(page, 'Intake record created.')).toBeVisible();
    await expect(page).toHaveURL(/#\/intake\/edit\//);
    await expect(page.getByRole('heading', { name: 'Intake – Dana Whitfield' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Estimate for attic insulation');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
  });

  test('edit an intake, view its history, then Save & Add Job starts a job for the customer', async ({ page }) => {
    const title = await openPendingIntake(page, 'Service Call');
    await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (callback requested)`);
    await page.getByRole('combobox', { name: 'Assigned To' }).click();
    await page.getByRole('option', { name: 'Theo Tech' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Intake record saved.')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'View History' }).click();
    const history = page.getByRole('dialog', { name: 'Intake History' });
    const rows = history.getByRole('table', { name: 'History' }).getByRole('row');
    await expect(rows.filter({ hasText: 'Title' }).first()).toContainText(`${title} (callback requested)`);
    await expect(rows.filter({ hasText: 'Title' }).first()).toContainText('Olivia Office');
    await expect(rows.filter({ hasText: 'Assigned To' }).first()).toContainText('Theo Tech');
    await history.getByRole('button', { name: 'Close' }).click();
    await expect(history).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Description' }).fill('Customer reports no hot water since Tuesday.');
    await page.getByRole('button', { name: 'Add Job' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save & Add Job' });
    await expect(confirm).toContainText('the customer and description will be copied into a new job');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/#\/jobs\/add\//);
    await expect(pageHeading(page, 'Add Job')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(/no hot water since Tuesday/);
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('helper cards, the list, and the editor navigation', async ({ page }) => {
    await page.goto('/#/intake');
    await expect(page.getByRole('heading', { name: 'Search Intake' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add a New Intake' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Search Intake' });
    await search.getByRole('searchbox', { name: 'Search' }).fill('Estimate');
    await search.getByRole('button', { name: 'Search' }).click();
    const first = page.getByRole('list', { name: 'Intake' }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    await expect(page).toHaveURL(/q=Estimate/);
    await first.getByRole('button', { expanded: false }).first().click();
    await expect(first.getByRole('button', { expanded: true })).toBeVisible();

    const title = (await first.getByRole('link').first().textContent()) ?? '';
    await first.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const nav = page.getByRole('navigation', { name: 'Intake sections' });
    await expect(nav.getByRole('button')).toHaveText([/^Customer/, /^Intake Details/, /^Forms/, /^Jobs/, /^Schedule/, /^Tasks/]);
    await nav.getByRole('button', { name: /^Intake Details/ }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await page.getByRole('button', { name: 'All Sections' }).click();
    await expect(nav).toBeVisible();
  });
});
