import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_PASSWORD, users } from './support/accounts';
import { login, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

const UNAUTHORIZED_MESSAGE =
  'You are not authorized for the feature you requested. If you require access to this feature, please contact your system administrator.';
const TOO_SHORT = 'The search term must be at least 3 characters.';

/** An in-app navigation (no reload, so the session and the mock's settings stay). */
async function goTo(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = `#${path}`;
  }, hashPath);
}

function pageHeading(page: Page, title: string) {
  return page.getByRole('heading', { name: title, level: 1, exact: true });
}

function rowNames(page: Page, table: 'Locations' | 'Suppliers') {
  return page.getByRole('table', { name: table }).locator('tbody tr td:first-child a');
}

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('Locations (office)', () => {
  test('list and search locations', async ({ page }) => {
    await login(page, users.office);
    await openMenuItem(page, 'Admin', 'Locations');
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
    await expectNoSeriousA11yViolations(page, 'location list');

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
  });

  test('filter by status and sort locations; the address keeps them', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/locations');
    await expect(rowNames(page, 'Locations')).toHaveCount(6);
    await choose(page, 'Status', 'Inactive');
    await expect(rowNames(page, 'Locations')).toHaveText(['Beaverton Office']);
    await expect(page.getByRole('table', { name: 'Locations' }).getByText('Inactive', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'inactive locations');

    await choose(page, 'Status', 'All');
    await expect(rowNames(page, 'Locations')).toHaveCount(7);
    await choose(page, 'Sort', 'Name (Z to A)');
    await expect(rowNames(page, 'Locations').first()).toHaveText('Westside Satellite Office');
    await page.getByRole('table', { name: 'Locations' }).getByRole('button', { name: 'Name' }).click();
    await expect(rowNames(page, 'Locations').first()).toHaveText('Beaverton Office');

    // The filter and sort live in the address: a reload keeps them.
    await page.reload();
    await expect(rowNames(page, 'Locations')).toHaveCount(7);
    await expect(rowNames(page, 'Locations').first()).toHaveText('Beaverton Office');
  });

  test('add a location and view it', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/locations');
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
    await expectNoSeriousA11yViolations(page, 'add location with errors');
    await page.getByRole('button', { name: 'Remove Email 2' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Location saved.')).toBeVisible();
    await expect(pageHeading(page, 'Location')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'North Portland Shop', level: 2 })).toBeVisible();
    await expect(page.getByText('8400 N Lombard St')).toBeVisible();
    await expect(page.getByRole('link', { name: '(503) 555-0190' })).toHaveAttribute('href', 'tel:5035550190');
    await expect(page.getByRole('link', { name: 'north@northwind-hp.test' })).toHaveAttribute('href', 'mailto:north@northwind-hp.test');
    await expectNoSeriousA11yViolations(page, 'location view');
  });

  test('edit a location (with the leave warning), then delete it', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/locations');
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
    await expectNoSeriousA11yViolations(page, 'unsaved changes warning');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(name).toHaveValue('Westside Office (Tigard)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Location saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Westside Office (Tigard)', level: 2 })).toBeVisible();
    await expect(page.getByRole('main').getByText('Inactive', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Location?' });
    await expect(confirm).toContainText('Westside Office (Tigard)');
    await expectNoSeriousA11yViolations(page, 'delete location confirmation');
    await confirm.getByRole('button', { name: 'Delete Location' }).click();
    await expect(toast(page, 'Location deleted.')).toBeVisible();
    await expect(pageHeading(page, 'Locations')).toBeVisible();
    await choose(page, 'Status', 'All');
    await expect(rowNames(page, 'Locations')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Westside Office (Tigard)' })).toHaveCount(0);
  });
});

test.describe('Suppliers (office)', () => {
  test('list suppliers and filter them by type and status', async ({ page }) => {
    await login(page, users.office);
    await openMenuItem(page, 'Operations', 'Suppliers');
    await expect(pageHeading(page, 'Suppliers')).toBeVisible();
    await expect(rowNames(page, 'Suppliers').first()).toHaveText('Aeris Comfort Systems');
    await expect(rowNames(page, 'Suppliers')).toHaveCount(11);
    await expectNoSeriousA11yViolations(page, 'supplier list');

    await choose(page, 'Supplier Type', 'Subcontractor');
    await expect(rowNames(page, 'Suppliers')).toHaveText(['Precision Drain & Sewer Camera', 'Ridgeline Sheet Metal', 'Summit Electrical Contractors']);
    await choose(page, 'Status', 'Inactive');
    await expect(rowNames(page, 'Suppliers')).toHaveText(['Evergreen Insulation Services']);
    await choose(page, 'Supplier Type', 'All Types');
    await choose(page, 'Status', 'All');
    await expect(rowNames(page, 'Suppliers')).toHaveCount(13);
  });

  test('sort, page and search suppliers', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/suppliers?active=All');
    await expect(rowNames(page, 'Suppliers')).toHaveCount(13);
    await choose(page, 'Sort', 'Supplier Type (Z to A)');
    await expect(rowNames(page, 'Suppliers').first()).toHaveText('Evergreen Insulation Services');
    const typeHeader = page.getByRole('table', { name: 'Suppliers' }).locator('th[aria-sort]');
    await expect(typeHeader).toHaveText('Supplier Type');
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
    await login(page, users.office);
    await goTo(page, '/suppliers');
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
    await expectNoSeriousA11yViolations(page, 'add supplier');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Supplier saved.')).toBeVisible();
    await expect(pageHeading(page, 'Supplier')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Foothill Backflow Testing', level: 2 })).toBeVisible();
    await expect(page.getByText('Subcontractor')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://www.foothill.example.com' })).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Call Maria for scheduling.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'supplier view');
  });

  test('edit a supplier (leaving discards the change), then delete it', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/suppliers');
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

test.describe('Without the permissions (technician)', () => {
  test('gets the unauthorized screen for every route, no menu items, and 403 from the server', async ({ page }) => {
    await login(page, users.tech);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Operations', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Suppliers' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);

    const routes: [string, string][] = [
      ['/locations', 'LOC_R'],
      ['/locations/view/any', 'LOC_R'],
      ['/locations/edit/any', 'LOC_U'],
      ['/locations/add', 'LOC_C'],
      ['/suppliers', 'SPLR_R'],
      ['/suppliers/view/any', 'SPLR_R'],
      ['/suppliers/edit/any', 'SPLR_U'],
      ['/suppliers/add', 'SPLR_C'],
    ];
    for (const [route, code] of routes) {
      await goTo(page, route);
      await expect(page).toHaveURL(new RegExp(`#/unauthorized/${code}$`));
      await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'unauthorized suppliers page');

    const statuses = await page.evaluate(
      async ({ username, password }) => {
        const signIn = await fetch('/api/UserAuthentication/Authenticate', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
        const { accessToken } = (await signIn.json()) as { accessToken: string };
        const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` };
        const paging = { sort: { by: 'Name', direction: 'ASC' }, pageNumber: 0, pageSize: 25, searchTerm: '', active: true };
        const answers = await Promise.all([
          fetch('/api/LocationSearch/Search', { method: 'POST', headers, body: JSON.stringify(paging) }),
          fetch('/api/Location/Create', { method: 'POST', headers, body: JSON.stringify({ name: 'X' }) }),
          fetch('/api/Location/Delete?context=any', { method: 'DELETE', headers }),
          fetch('/api/SupplierSearch/Search', { method: 'POST', headers, body: JSON.stringify({ ...paging, supplierType: null }) }),
          fetch('/api/Supplier/Update', { method: 'POST', headers, body: JSON.stringify({ name: 'X' }) }),
          fetch('/api/Supplier/GetByContext?context=any', { headers }),
        ]);
        return answers.map((answer) => answer.status);
      },
      { username: users.tech, password: DEMO_PASSWORD },
    );
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);
  });
});

test.describe('Locations and suppliers (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cards link to the view page and the editor fits 390 px', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/suppliers');
    const cards = page.getByRole('list', { name: 'Suppliers' }).getByRole('listitem');
    await expect(cards).toHaveCount(11);
    await expect(page.getByRole('table', { name: 'Suppliers' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'supplier cards on a phone');

    await cards.filter({ hasText: 'Ridgeline Sheet Metal' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Ridgeline Sheet Metal', level: 2 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'supplier view on a phone');

    await goTo(page, '/locations/add');
    await page.getByRole('button', { name: 'Add Telephone' }).click();
    await page.getByRole('button', { name: 'Add Email' }).click();
    await expect(page.getByRole('group', { name: 'Email 1' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'location editor on a phone');
  });
});
