import type { Page } from '@playwright/test';
import { choose, chooseMenuItem, goTo, pageHeading, PHONE, reloadApp, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Locations and suppliers (office). Validation, search rules, version conflicts, failed saves and the
 * routes and calls a technician may not use are tested in Vitest (tests/features/locations,
 * tests/features/suppliers, tests/mocks/location-handlers.test.ts, supplier-handlers.test.ts).
 */
const TOO_SHORT = 'The search term must be at least 3 characters.';

function rowNames(page: Page, table: 'Locations' | 'Suppliers') {
  return page.getByRole('table', { name: table }).locator('tbody tr td:first-child a');
}

test.describe('locations', () => {
  test.use({ account: 'office' });

  test('list, search, filter and sort locations; the address keeps them', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseMenuItem(page, 'Admin', 'Locations');
    await expect(pageHeading(page, 'Locations')).toBeVisible();
    await expect(rowNames(page, 'Locations')).toHaveText([
      'East County Van Depot',
      'Main Office',
      'Parts Warehouse',
      'Service Shop',
      'Vancouver Satellite Office',
      'Westside Satellite Office',
    ]);
    await expect(page.getByRole('link', { name: 'Add Location' })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('wa');
    await expect(page.getByText(TOO_SHORT).first()).toBeVisible();
    await expect(rowNames(page, 'Locations')).toHaveCount(6);
    await search.fill('warehouse');
    await search.press('Enter');
    await expect(rowNames(page, 'Locations')).toHaveText(['Parts Warehouse']);
    await expect(page).toHaveURL(/q=warehouse/);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(rowNames(page, 'Locations')).toHaveCount(6);

    // Filter by status and sort; the address keeps them.
    await choose(page, 'Status', 'Inactive');
    await expect(rowNames(page, 'Locations')).toHaveText(['Beaverton Office']);
    await expect(page.getByRole('table', { name: 'Locations' }).getByText('Inactive', { exact: true })).toBeVisible();

    await choose(page, 'Status', 'All');
    await expect(rowNames(page, 'Locations')).toHaveCount(7);
    await choose(page, 'Sort', 'Name (Z to A)');
    await expect(rowNames(page, 'Locations').first()).toHaveText('Westside Satellite Office');
    await page.getByRole('table', { name: 'Locations' }).getByRole('button', { name: 'Name' }).click();
    await expect(rowNames(page, 'Locations').first()).toHaveText('Beaverton Office');

    // The filter and sort live in the address: a reload keeps them.
    await reloadApp(page);
    await expect(rowNames(page, 'Locations')).toHaveCount(7);
    await expect(rowNames(page, 'Locations').first()).toHaveText('Beaverton Office');
  });

  test('add a location and view it', async ({ page }) => {
    await page.goto('/#/locations');
    await page.getByRole('link', { name: 'Add Location' }).click();
    await expect(pageHeading(page, 'Add Location')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to save, please review the form for errors.' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill('North Portland Shop');
    await page.getByRole('textbox', { name: 'Street', exact: true }).fill('8400 N Lombard St');
    await page.getByRole('textbox', { name: 'City' }).fill('Portland');
    await page.getByRole('textbox', { name: 'State' }).fill('OR');
    await page.getByRole('textbox', { name: 'Postal Code' }).fill('97203');
    await page.getByRole('button', { name: 'Add Telephone' }).click();
    await page.getByRole('group', { name: 'Telephone 1' }).getByRole('textbox', { name: 'Number' }).fill('(503) 555-0190');
    await page.getByRole('button', { name: 'Add Email' }).click();
    await page.getByRole('button', { name: 'Add Email' }).click();
    await page.getByRole('group', { name: 'Email 1' }).getByRole('textbox', { name: 'Email Address' }).fill('north@northwind-hp.test');
    await page.getByRole('group', { name: 'Email 2' }).getByRole('textbox', { name: 'Email Address' }).fill('not an email');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Email 2' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Location saved.')).toBeVisible();
    await expect(pageHeading(page, 'Location')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'North Portland Shop', level: 2 })).toBeVisible();
    await expect(page.getByText('8400 N Lombard St')).toBeVisible();
    await expect(page.getByRole('link', { name: '(503) 555-0190' })).toHaveAttribute('href', 'tel:5035550190');
    await expect(page.getByRole('link', { name: 'north@northwind-hp.test' })).toHaveAttribute('href', 'mailto:north@northwind-hp.test');
  });

  test('edit a location (with the leave warning), then delete it', async ({ page }) => {
    await page.goto('/#/locations');
    await page.getByRole('link', { name: 'Westside Satellite Office' }).click();
    await expect(pageHeading(page, 'Location')).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(pageHeading(page, 'Edit Location')).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Westside Satellite Office');
    await name.fill('Westside Office (Tigard)');
    await page.getByRole('switch', { name: 'Active' }).uncheck();
    await page.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(name).toHaveValue('Westside Office (Tigard)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Location saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Westside Office (Tigard)', level: 2 })).toBeVisible();
    await expect(page.getByRole('main').getByText('Inactive', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Location?' });
    await expect(confirm).toContainText('Westside Office (Tigard)');
    await confirm.getByRole('button', { name: 'Delete Location' }).click();
    await expect(toast(page, 'Location deleted.')).toBeVisible();
    await expect(pageHeading(page, 'Locations')).toBeVisible();
    await choose(page, 'Status', 'All');
    await expect(rowNames(page, 'Locations')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Westside Office (Tigard)' })).toHaveCount(0);
  });
});

test.describe('suppliers', () => {
  test.use({ account: 'office' });

  test('list suppliers, filter them by type and status, sort, page and search', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseMenuItem(page, 'Operations', 'Suppliers');
    await expect(pageHeading(page, 'Suppliers')).toBeVisible();
    await expect(rowNames(page, 'Suppliers').first()).toHaveText('Aeris Comfort Systems');
    await expect(rowNames(page, 'Suppliers')).toHaveCount(11);

    await choose(page, 'Supplier Type', 'Subcontractor');
    await expect(rowNames(page, 'Suppliers')).toHaveText(['Precision Drain & Sewer Camera', 'Ridgeline Sheet Metal', 'Summit Electrical Contractors']);
    await choose(page, 'Status', 'Inactive');
    await expect(rowNames(page, 'Suppliers')).toHaveText(['Evergreen Insulation Services']);
    await choose(page, 'Supplier Type', 'All Types');
    await choose(page, 'Status', 'All');
    await expect(rowNames(page, 'Suppliers')).toHaveCount(13);

    // Sort, page and search.
    await choose(page, 'Sort', 'Supplier Type (Z to A)');
    await expect(rowNames(page, 'Suppliers').first()).toHaveText('Evergreen Insulation Services');
    const typeHeader = page.getByRole('table', { name: 'Suppliers' }).locator('th[aria-sort]');
    await expect(typeHeader).toHaveAccessibleName('Supplier Type, sorted descending');
    await expect(typeHeader).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('table', { name: 'Suppliers' }).getByRole('button', { name: 'Name' }).click();
    await expect(rowNames(page, 'Suppliers').first()).toHaveText('Aeris Comfort Systems');

    await choose(page, 'Rows per page:', '10');
    await expect(rowNames(page, 'Suppliers')).toHaveCount(10);
    await expect(page.getByText('1–10 of 13')).toBeVisible();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rowNames(page, 'Suppliers')).toHaveText(['Summit Electrical Contractors', 'Tri-County Equipment Rental', 'Willamette Valve & Controls']);
    await expect(page).toHaveURL(/page=2/);

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('re');
    await expect(page.getByText(TOO_SHORT).first()).toBeVisible();
    await search.fill('rental');
    await expect(rowNames(page, 'Suppliers')).toHaveText(['Tri-County Equipment Rental']);
    await expect(page).not.toHaveURL(/page=2/);
  });

  test('add a supplier and view it', async ({ page }) => {
    await page.goto('/#/suppliers');
    await page.getByRole('link', { name: 'Add Supplier' }).click();
    await expect(pageHeading(page, 'Add Supplier')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();

    await page.getByRole('textbox', { name: 'Name' }).fill('Foothill Backflow Testing');
    await choose(page, 'Supplier Type', 'Subcontractor');
    const site = page.getByRole('textbox', { name: 'Web Site Address' });
    await site.fill('ftp://foothill.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Web Site Address must be a valid address starting with http:// or https://.')).toBeVisible();
    await site.fill('www.foothill.example.com');
    await site.blur();
    await expect(site).toHaveValue('https://www.foothill.example.com');
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await notes.fill('Annual backflow certifications.\nCall Maria for scheduling.');
    await expect(page.getByText('58/4000')).toBeVisible();
    await page.getByRole('button', { name: 'Add Telephone' }).click();
    await page.getByRole('group', { name: 'Telephone 1' }).getByRole('textbox', { name: 'Number' }).fill('503-555-0377 x12');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Supplier saved.')).toBeVisible();
    await expect(pageHeading(page, 'Supplier')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Foothill Backflow Testing', level: 2 })).toBeVisible();
    await expect(page.getByText('Subcontractor')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://www.foothill.example.com' })).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Call Maria for scheduling.')).toBeVisible();
  });

  test('edit a supplier (leaving discards the change), then delete it', async ({ page }) => {
    await page.goto('/#/suppliers');
    await page.getByRole('link', { name: 'Summit Electrical Contractors' }).click();
    await expect(page.getByRole('heading', { name: 'Summit Electrical Contractors', level: 2 })).toBeVisible();

    // Leaving a dirty editor asks; Leave Page discards the change.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(pageHeading(page, 'Edit Supplier')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Summit Electric');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Unsaved Changes' }).getByRole('button', { name: 'Leave Page' }).click();
    await expect(page.getByRole('heading', { name: 'Summit Electrical Contractors', level: 2 })).toBeVisible();

    await page.getByRole('link', { name: 'Edit' }).click();
    await choose(page, 'Supplier Type', 'Parts Distributor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Supplier saved.')).toBeVisible();
    await expect(page.getByText('Parts Distributor')).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Supplier?' }).getByRole('button', { name: 'Delete Supplier' }).click();
    await expect(toast(page, 'Supplier deleted.')).toBeVisible();
    await expect(pageHeading(page, 'Suppliers')).toBeVisible();
    await expect(rowNames(page, 'Suppliers')).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Summit Electrical Contractors' })).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('cards link to the view page and the editor fits 390 px', async ({ page }) => {
    await page.goto('/#/suppliers');
    const cards = page.getByRole('list', { name: 'Suppliers' }).getByRole('listitem');
    await expect(cards).toHaveCount(11);
    await expect(page.getByRole('table', { name: 'Suppliers' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await cards.filter({ hasText: 'Ridgeline Sheet Metal' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Ridgeline Sheet Metal', level: 2 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await goTo(page, '/locations/add');
    await page.getByRole('button', { name: 'Add Telephone' }).click();
    await page.getByRole('button', { name: 'Add Email' }).click();
    await expect(page.getByRole('group', { name: 'Email 1' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
