import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from '@playwright/test';
import { choose, openFresh, PHONE, toast } from './support/app';
import { bundleCents, itemCents, plainSeededJob } from './support/seed-data';
import { expect, test } from './support/fixtures';

/**
 * Pricebook journeys (issue 14 "Done when"): an administrator builds the pricebook (a vendor, a
 * category three levels deep, an item of each type, bundles of both kinds, a favorite, batch
 * category edit and delete, the Excel export read as a workbook); the office manager fills a job
 * from the catalog panel (items and both bundle kinds, the cart with its notes, total and an item
 * override, Add to Job, the Flat Rate Bundle Editor); and at 390 px the phone catalog, then Inventory
 * Reconciliation of the line it added (its limit, then the stock taken off a truck, seen by the
 * administrator as a lower Qty on Hand). The rules and variants are tested in Vitest
 * (tests/features/pricebook, tests/features/jobs).
 */

/** `text` as a pattern matching it literally (its dots and brackets too). */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An accessible name starting with `text`. */
const startingWith = (text: string): RegExp => new RegExp(`^${literal(text)}`);

/** An accessible name containing `text`. */
const containing = (text: string): RegExp => new RegExp(literal(text));

/** Cents as the app writes money: $1,234.50. */
function money(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The job totals footer's SUBTOTAL, in cents. */
async function subtotalCents(page: Page): Promise<number> {
  const text = (await page.getByRole('group', { name: 'Job totals' }).textContent()) ?? '';
  const figure = /SUBTOTAL\$([\d,]+\.\d{2})/.exec(text)?.[1];
  if (!figure) throw new Error(`no SUBTOTAL in "${text}"`);
  return Math.round(Number(figure.replaceAll(',', '')) * 100);
}

/** Nothing in `region` reaches past the window's right edge (the phone catalog needs no sideways scrolling). */
async function expectFitsWidth(region: Locator): Promise<void> {
  const overflowing = await region.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5).map((element) => element.tagName),
  );
  expect(overflowing).toEqual([]);
}

/** Opens an add dialog of the pricebook screen's current section. */
async function openAdd(page: Page, button: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves an editor dialog: its toast, and the dialog closes. */
async function save(page: Page, dialog: Locator, message: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Opens a section of the pricebook screen from its left navigation. */
async function section(page: Page, name: 'Bundles' | 'Categories' | 'Products/Services' | 'Vendors'): Promise<void> {
  await page.getByRole('navigation', { name: 'Pricebook' }).getByRole('link', { name }).click();
  await expect(page.getByRole('region', { name })).toBeVisible();
}

/** Searches the section's list (Enter). */
async function search(page: Page, term: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(term);
  await box.press('Enter');
}

/** Adds an item to a pricebook bundle through the editor's item search. */
async function addBundleItem(dialog: Locator, term: string, name: string): Promise<void> {
  const field = dialog.getByRole('combobox', { name: 'Add Item' });
  await field.fill(term);
  await dialog.page().getByRole('option', { name: startingWith(name) }).click();
  await expect(dialog.getByRole('button', { name: `Move ${name}` })).toBeVisible();
}

test.describe('administrator', () => {
  test.use({ account: 'admin' });

  test('builds and edits the pricebook: a vendor, a category tree, an item of each type, both bundle kinds, a favorite, batch edits, the Excel export', async ({ page }) => {
    // About 45 s alone on two cores: room for a runner shared with another worker.
    test.setTimeout(120_000);
    await page.goto('/#/pricebook?section=vendors');
    await expect(page.getByRole('heading', { name: 'Pricebook', level: 1 })).toBeVisible();

    // A vendor.
    let dialog = await openAdd(page, 'Add Vendor', 'Add Pricebook Vendor');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Geo Loop Supply');
    await dialog.getByRole('textbox', { name: 'Markup %' }).fill('20');
    await save(page, dialog, 'Pricebook Vendor created.');
    await search(page, 'Geo Loop');
    await expect(page.getByRole('table', { name: 'Vendors' }).getByRole('row', { name: /Geo Loop Supply/ })).toContainText('20%');

    // A category three levels deep, each under the one before.
    await section(page, 'Categories');
    const tree = [
      { name: 'Geothermal', parent: null },
      { name: 'Ground Loops', parent: 'Geothermal' },
      { name: 'Loop Fittings', parent: 'Geothermal > Ground Loops' },
    ];
    for (const category of tree) {
      dialog = await openAdd(page, 'Add Category', 'Add Pricebook Category');
      await dialog.getByRole('textbox', { name: 'Name' }).fill(category.name);
      if (category.parent) await choose(page, 'Parent Category', category.parent);
      await expect(dialog.getByText(`Path: ${category.parent ? `${category.parent} > ` : ''}${category.name}`)).toBeVisible();
      await save(page, dialog, 'Pricebook Category created.');
    }
    await search(page, 'Loop Fittings');
    await expect(page.getByRole('table', { name: 'Categories' })).toContainText('Geothermal > Ground Loops > Loop Fittings');

    // An item of each type: a Service, an Item priced from cost and markup with stock on a truck, a Labor.
    await section(page, 'Products/Services');
    dialog = await openAdd(page, 'Add Item', 'Add Pricebook Item');
    await dialog.getByRole('button', { name: 'Service' }).click();
    dialog = page.getByRole('dialog', { name: 'Pricebook Service Editor' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Geo loop pressure test');
    await dialog.getByRole('textbox', { name: 'Price' }).fill('180');
    await save(page, dialog, 'Pricebook Item created.');

    dialog = await openAdd(page, 'Add Item', 'Add Pricebook Item');
    await dialog.getByRole('button', { name: 'Item', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Pricebook Item Editor' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Geo loop fusion tee');
    await choose(page, 'Vendor', 'Geo Loop Supply');
    await choose(page, 'Category', 'Geothermal > Ground Loops > Loop Fittings');
    await dialog.getByRole('textbox', { name: 'Model Number' }).fill('GLT-100');
    await dialog.getByRole('textbox', { name: 'Cost' }).fill('80');
    await dialog.getByRole('textbox', { name: 'Markup %' }).fill('25');
    await expect(dialog.getByRole('textbox', { name: 'Price' })).toHaveValue(/^100(\.00)?$/);
    await expect(dialog.getByRole('textbox', { name: 'Price' })).toHaveAttribute('readonly', '');
    await dialog.getByRole('button', { name: 'Add Quantity' }).click();
    const row = dialog.getByRole('listitem', { name: 'Quantity row 1' });
    await row.getByRole('textbox', { name: 'Quantity' }).fill('6');
    await choose(page, 'Resource', 'Truck 2');
    await save(page, dialog, 'Pricebook Item created.');

    dialog = await openAdd(page, 'Add Item', 'Add Pricebook Item');
    await dialog.getByRole('button', { name: 'Labor' }).click();
    dialog = page.getByRole('dialog', { name: 'Pricebook Labor Editor' });
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Labor');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Geo loop install labor');
    await dialog.getByRole('textbox', { name: 'Price' }).fill('120');
    await save(page, dialog, 'Pricebook Item created.');

    await search(page, 'Geo loop');
    const items = page.getByRole('table', { name: 'Products/Services' });
    await expect(items.getByRole('checkbox', { name: /^Select Geo loop/ })).toHaveCount(3);
    const tee = items.getByRole('row', { name: /Select Geo loop fusion tee/ });
    await expect(tee).toContainText('Geo Loop Supply');
    await expect(tee).toContainText('$100.00');
    // Qty on Hand (after the select, image, name, vendor and type cells): the truck's 6.
    await expect(tee.getByRole('cell').nth(5)).toHaveText('6');

    // Both bundle kinds.
    await section(page, 'Bundles');
    for (const bundle of [
      { name: 'Geo loop service, flat rate', pricing: 'Flat Rate Pricing', items: ['Geo loop pressure test', 'Geo loop fusion tee'], total: '$280.00' },
      { name: 'Geo loop fittings kit', pricing: 'Item Pricing', items: ['Geo loop fusion tee'], total: '$200.00' },
    ]) {
      dialog = await openAdd(page, 'Add Bundle', 'Add Pricebook Bundle');
      await dialog.getByRole('textbox', { name: 'Name' }).fill(bundle.name);
      await dialog.getByRole('radio', { name: bundle.pricing }).check();
      for (const item of bundle.items) await addBundleItem(dialog, 'Geo loop', item);
      if (bundle.pricing === 'Item Pricing') await dialog.getByRole('button', { name: 'Increase quantity of Geo loop fusion tee' }).click();
      await expect(dialog.getByText(`Calculated Total: ${bundle.total}`)).toBeVisible();
      await save(page, dialog, 'Pricebook Bundle created.');
    }
    await search(page, 'Geo loop');
    const bundles = page.getByRole('table', { name: 'Bundles' });
    await expect(bundles.getByRole('row', { name: /Geo loop service, flat rate/ })).toContainText('Flat Rate Pricing');
    await expect(bundles.getByRole('row', { name: /Geo loop fittings kit/ })).toContainText('Item Pricing');

    // A favorite: the Favorites toggle lists it.
    await section(page, 'Products/Services');
    await search(page, 'Geo loop');
    await items.getByRole('button', { name: 'Add Geo loop pressure test to favorites' }).click();
    await expect(items.getByRole('button', { name: 'Remove Geo loop pressure test from favorites' })).toBeVisible();
    await page.getByRole('button', { name: 'Favorites', exact: true }).click();
    await expect(items.locator('tbody tr')).toHaveCount(1);
    await expect(items.getByRole('checkbox', { name: 'Select Geo loop pressure test' })).toBeVisible();
    await page.getByRole('button', { name: 'Favorites', exact: true }).click();
    await expect(items.getByRole('checkbox', { name: /^Select Geo loop/ })).toHaveCount(3);

    // An edit: a higher cost, the price follows the markup.
    await items.getByRole('button', { name: 'Edit Geo loop fusion tee' }).click();
    dialog = page.getByRole('dialog', { name: 'Pricebook Item Editor' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Geo loop fusion tee');
    await dialog.getByRole('textbox', { name: 'Cost' }).fill('96');
    await expect(dialog.getByRole('textbox', { name: 'Price' })).toHaveValue('120.00');
    await save(page, dialog, 'Pricebook Item updated.');
    await expect(tee).toContainText('$120.00');

    // Batch: the three into a category (none chosen first: the spec's message), then the Labor deleted.
    await items.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Batch Operations (3)' }).click();
    await page.getByRole('menuitem', { name: 'Edit Category for Selected' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Category for Selected' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Category Selection - Please select a category to assign to the selected pricebook items.');
    await choose(page, 'Category', 'Geothermal > Ground Loops');
    await save(page, dialog, 'The pricebook item(s) were updated.');
    for (const name of ['Geo loop pressure test', 'Geo loop fusion tee', 'Geo loop install labor']) {
      await expect(items.getByRole('row', { name: startingWith(`Select ${name}`) })).toContainText('Geothermal > Ground Loops');
    }

    await items.getByRole('checkbox', { name: 'Select Geo loop install labor' }).check();
    await page.getByRole('button', { name: 'Batch Operations (1)' }).click();
    await page.getByRole('menuitem', { name: 'Delete Selected' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete Selected' });
    await expect(dialog).toContainText('The following pricebook items will be deleted.');
    await expect(dialog.getByRole('listitem')).toHaveText(['Geo loop install labor']);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'The pricebook item(s) were delete.')).toBeVisible();
    await expect(items.getByRole('checkbox', { name: /^Select Geo loop/ })).toHaveCount(2);

    // Export to Excel: a real workbook holding the new item with its category path.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(toast(page, 'Excel file download complete. Check your download folder.')).toBeVisible();
    const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
    const text = Object.entries(entries)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(text).toContain('Geo loop fusion tee');
    expect(text).toContain('Geothermal &gt; Ground Loops');
    expect(text).not.toContain('Geo loop install labor');
  });
});

test.describe('office', () => {
  test.use({ account: 'office' });

  test('adds items and both bundle kinds to a job from the catalog panel, then edits the flat rate bundle', async ({ page }) => {
    const part = 'Dual run capacitor 45/5 MFD';
    const flatRate = 'Capacitor replacement, flat rate';
    const itemRate = 'Faucet replacement kit';
    const overridden = 'Run capacitor 45/5 (matched)';
    const job = plainSeededJob();
    await page.goto(`/#/jobs/edit/${job}`);
    await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Job Name' })).not.toHaveValue('');
    const lines = page.getByRole('table', { name: 'Job details' });
    await expect(lines.locator('tbody tr').first()).toBeVisible();
    const before = await subtotalCents(page);

    await page.getByRole('button', { name: 'Pricebook', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Pricebook' });
    await expect(panel.getByRole('tab', { name: 'Products/Services', selected: true })).toBeVisible();
    await panel.getByRole('textbox', { name: 'Search' }).fill('capacitor 45/5');
    await panel.getByRole('textbox', { name: 'Search' }).press('Enter');
    const itemTable = panel.getByRole('table', { name: 'Products/Services' });
    await itemTable.getByRole('button', { name: `Increase Qty to Add for ${part}` }).click();
    await itemTable.getByRole('button', { name: `Increase Qty to Add for ${part}` }).click();
    await expect(itemTable.getByRole('textbox', { name: `Qty to Add for ${part}` })).toHaveValue('2');

    await panel.getByRole('tab', { name: 'Bundles' }).click();
    await panel.getByRole('textbox', { name: 'Search' }).fill('replacement');
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    const bundleTable = panel.getByRole('table', { name: 'Bundles' });
    await bundleTable.getByRole('button', { name: `Increase Qty to Add for ${flatRate}` }).click();
    // The item rate bundle from its detail view.
    await bundleTable.getByRole('button', { name: itemRate, exact: true }).click();
    await expect(panel.getByRole('heading', { name: itemRate })).toBeVisible();
    await expect(panel.getByText('Items in this bundle')).toBeVisible();
    await panel.getByRole('button', { name: `Increase Qty to Add for ${itemRate}` }).click();
    await panel.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(bundleTable.getByRole('textbox', { name: `Qty to Add for ${itemRate}` })).toHaveValue('1');

    // The cart: the notes, an item's override (no markup, a price of its own), the total.
    await panel.getByRole('button', { name: 'Job Cart (3)' }).click();
    const cartPanel = page.getByRole('dialog', { name: 'Job Cart' });
    const cart = cartPanel.getByRole('table', { name: 'Job Cart' });
    await expect(cart.getByRole('row', { name: containing(flatRate) })).toContainText('*This is a flat rate bundle. The bundle item details will not be included on proposals and invoices.');
    await expect(cart.getByRole('row', { name: containing(itemRate) })).toContainText('*This is an item rate bundle. The bundle item details will be included on proposals and invoices.');
    await cart.getByRole('button', { name: `Override ${part}` }).click();
    const override = page.getByRole('dialog', { name: 'Pricebook Item Override' });
    await override.getByRole('textbox', { name: 'Name' }).fill(overridden);
    await override.getByRole('textbox', { name: 'Markup %' }).fill('');
    await override.getByRole('textbox', { name: 'Price' }).fill('50');
    await override.getByRole('button', { name: 'Save' }).click();
    await expect(override).toBeHidden();
    // 2 × the overridden $50, and each bundle once at its calculated total.
    const cartCents = 2 * 5000 + bundleCents(flatRate) + bundleCents(itemRate);
    await expect(cart.getByRole('row', { name: containing(overridden) })).toContainText('$100.00');
    await expect(cart).toContainText(`Cart Total${money(cartCents)}`);

    await cartPanel.getByRole('button', { name: 'Add to Job' }).click();
    await expect(toast(page, 'Job detail added to job.')).toBeVisible();
    await expect(toast(page, 'Job saved.')).toBeVisible();
    await expect(cartPanel).toBeHidden();

    // The lines: the override, the Bundle line with its children, the item rate bundle's items.
    await expect(lines.getByRole('row', { name: containing(overridden) })).toContainText('$50.00');
    const bundleRow = lines.getByRole('row', { name: containing(flatRate) });
    await expect(bundleRow).toContainText(money(bundleCents(flatRate)));
    for (const child of ['Diagnostic service call × 1', `${part} × 1`, 'Repair labor × 1']) {
      await expect(bundleRow.getByRole('listitem').filter({ hasText: child })).toBeVisible();
    }
    // The item rate bundle's items, each 2 (its quantity in the bundle).
    for (const item of ['Braided supply line 16 in.', 'Compression angle stop 1/2 x 3/8']) {
      await expect(lines.getByRole('row', { name: containing(`Actions for ${item}`) })).toContainText(money(2 * itemCents(item)));
    }
    await expect.poll(() => subtotalCents(page)).toBe(before + cartCents);

    // The Flat Rate Bundle Editor: a child removed, the price follows; the job saved.
    await lines.getByRole('button', { name: `Actions for ${flatRate}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Flat Rate Bundle Editor' });
    // The table's first row is the bundle's (name, description, price, quantity, total), its children's rows under it.
    const bundleTotal = editor.getByRole('table', { name: 'Flat rate bundle' }).getByRole('row').nth(1).getByRole('cell').nth(4);
    await expect(bundleTotal).toHaveText(money(bundleCents(flatRate)));
    await editor.getByRole('button', { name: 'Remove Repair labor' }).click();
    const reduced = bundleCents(flatRate) - itemCents('Repair labor');
    await expect(bundleTotal).toHaveText(money(reduced));
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(bundleRow).toContainText('Edited');
    await expect(bundleRow).toContainText(money(reduced));
    await expect(bundleRow.getByRole('listitem').filter({ hasText: 'Repair labor' })).toHaveCount(0);
    await page.getByRole('group', { name: 'Job actions' }).getByRole('button', { name: 'Save' }).click();
    await expect(bundleRow).not.toContainText('Edited');

    // A new document: the job as the server has it.
    await openFresh(page, `/jobs/edit/${job}`);
    await expect(bundleRow.getByRole('listitem')).toHaveCount(2);
    await expect(bundleRow).toContainText(money(reduced));
    await expect(lines.getByRole('row', { name: containing(overridden) })).toContainText('$100.00');
    await expect.poll(() => subtotalCents(page)).toBe(before + cartCents - itemCents('Repair labor'));
  });
});

test.describe('office at 390 px', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('the phone catalog (navigation list, category drilldown, an item to the job), then reconciling its stock', async ({ page }) => {
    const part = 'Expansion tank, 2 gal.';
    await page.goto(`/#/jobs/edit/${plainSeededJob()}`);
    await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Job sections' }).getByRole('button', { name: /^Job Details/ }).click();
    await page.getByRole('button', { name: 'Pricebook', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Pricebook' });
    const kinds = panel.getByRole('list', { name: 'Pricebook catalog' });
    await expect(kinds.getByRole('button')).toHaveText(['Bundles', 'Categories', 'Products/Services']);
    await expectFitsWidth(panel);

    // Categories: Plumbing > Water Heaters > Water Heater Parts, with the breadcrumb from All.
    await kinds.getByRole('button', { name: 'Categories' }).click();
    await expect(panel.getByRole('button', { name: 'Back (Categories)' })).toBeVisible();
    const subcategories = panel.getByRole('list', { name: 'Subcategories' });
    const crumbs = panel.getByRole('navigation', { name: 'Category path' });
    for (const name of ['Plumbing', 'Water Heaters', 'Water Heater Parts']) {
      await subcategories.getByRole('button', { name: startingWith(name) }).click();
      await expect(crumbs.getByText(name, { exact: true })).toHaveAttribute('aria-current', 'location');
    }
    await expect(crumbs.getByRole('button')).toHaveText(['All', 'Plumbing', 'Water Heaters']);
    await expect(panel.getByRole('heading', { name: 'Products/Services' })).toBeVisible();
    const card = panel.getByRole('list', { name: 'Products/Services in Water Heater Parts' }).getByRole('listitem').filter({ hasText: part });
    const onHand = Number(/On Hand (\d+)/.exec((await card.textContent()) ?? '')?.[1]);
    expect(onHand).toBeGreaterThan(2);
    await card.getByRole('button', { name: `Increase Qty to Add for ${part}` }).click();
    await card.getByRole('button', { name: `Increase Qty to Add for ${part}` }).click();
    await expect(card.getByRole('textbox', { name: `Qty to Add for ${part}` })).toHaveValue('2');
    await expectFitsWidth(panel);
    // Up the breadcrumb, then back to the list of kinds: the cart keeps the quantity.
    await crumbs.getByRole('button', { name: 'Plumbing' }).click();
    await expect(crumbs.getByText('Plumbing', { exact: true })).toHaveAttribute('aria-current', 'location');
    await panel.getByRole('button', { name: 'Back (Categories)' }).click();
    await expect(kinds).toBeVisible();

    await panel.getByRole('button', { name: 'Job Cart (1)' }).click();
    const cartPanel = page.getByRole('dialog', { name: 'Job Cart' });
    await expect(cartPanel.getByRole('table', { name: 'Job Cart' })).toContainText(`Cart Total${money(2 * itemCents(part))}`);
    await expectFitsWidth(cartPanel);
    await cartPanel.getByRole('button', { name: 'Add to Job' }).click();
    await expect(toast(page, 'Job detail added to job.')).toBeVisible();
    await expect(toast(page, 'Job saved.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Job details' }).getByRole('listitem').filter({ hasText: part })).toBeVisible();

    // Inventory Reconciliation: more than the truck holds is refused, then the line's 2 come off Truck 2.
    await page.getByRole('button', { name: 'Inventory Reconciliation' }).click();
    const reconciliation = page.getByRole('dialog', { name: 'Inventory Reconciliation' });
    await reconciliation.getByRole('list', { name: 'Job Details' }).getByRole('button', { name: startingWith(part) }).click();
    const levels = reconciliation.getByRole('table', { name: `Taken From for ${part}` });
    const truck = levels.getByRole('textbox', { name: 'Quantity from Truck 2' });
    await truck.fill('9');
    await expect(reconciliation.getByText('Reconciled quantity exceeds allowed amount.')).toBeVisible();
    await expect(reconciliation.getByRole('button', { name: 'Save' })).toBeDisabled();
    await truck.fill('1');
    await levels.getByRole('button', { name: 'Increase quantity from Truck 2' }).click();
    await expect(truck).toHaveValue('2');
    await expect(reconciliation).toContainText('2 / 2');
    await expect(reconciliation.getByText('Reconciled quantity exceeds allowed amount.')).toBeHidden();
    await expectFitsWidth(reconciliation);
    await reconciliation.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Inventory Reconciled')).toBeVisible();
    await expect(reconciliation).toBeHidden();

    // The administrator (same demo database) sees the stock gone from the pricebook screen.
    const adminToken = await page.evaluate(() => window.__mock!.signIn('admin@demo.test'));
    await page.evaluate((token) => window.localStorage.setItem('fieldline.refresh-token', token), adminToken);
    await openFresh(page, '/pricebook');
    await search(page, part);
    const pricebookCard = page.getByRole('list', { name: 'Products/Services' }).getByRole('listitem').filter({ hasText: part });
    await expect(pricebookCard).toContainText(`Qty on Hand: ${onHand - 2}`);
  });
});
