import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { choose, goTo, PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';
import { plainSeededJob } from '../support/seed-data';

/**
 * Accessibility of the pricebook (issue 14; one axe pass per screen and dialog, WCAG 2.1 A/AA): the
 * pricebook screen's four sections as list and grid, the Batch Operations dialogs, the editors
 * (item type chooser, item with a quantity row, bundle with items, category, vendor) and their
 * confirmations; in the job editor the catalog panel's tabs, a detail view, the cart, the item
 * override, the Flat Rate Bundle Editor and the Inventory Reconciliation dialog; at 1280 and 390 px.
 */

const FLAT_RATE = 'Capacitor replacement, flat rate';
const ITEM_RATE = 'Faucet replacement kit';
const PART = 'Dual run capacitor 45/5 MFD';
const STOCKED = 'Expansion tank, 2 gal.';

/** An accessible name starting with `text` (its dots and brackets taken literally). */
function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The section's list (table or grid) once its first entries are there. */
function entries(page: Page, section: string): Locator {
  return page.getByRole('region', { name: section }).getByRole('button', { name: /^Edit / });
}

async function openSection(page: Page, section: 'Bundles' | 'Categories' | 'Products/Services' | 'Vendors'): Promise<void> {
  await page.getByRole('navigation', { name: 'Pricebook' }).getByRole('link', { name: section }).click();
  await expect(entries(page, section).first()).toBeVisible();
}

/** Cancels an editor with changes: the discard question, then discarded. */
async function discard(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(dialog).toBeHidden();
}

/** The job editor of the plain seeded job, its lines loaded; then the Pricebook panel opened. */
async function openCatalog(page: Page, layout: 'desktop' | 'phone'): Promise<Locator> {
  await page.goto(`/#/jobs/edit/${plainSeededJob()}`);
  await expect(pageHeading(page, 'Edit Job')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Job – / })).toBeVisible();
  if (layout === 'phone') await page.getByRole('navigation', { name: 'Job sections' }).getByRole('button', { name: /^Job Details/ }).click();
  await page.getByRole('button', { name: 'Pricebook', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Pricebook' });
  await expect(panel).toBeVisible();
  return panel;
}

async function searchCatalog(panel: Locator, term: string): Promise<void> {
  await panel.getByRole('textbox', { name: 'Search' }).fill(term);
  await panel.getByRole('textbox', { name: 'Search' }).press('Enter');
}

test.describe('administrator at 1280 px', () => {
  test.use({ account: 'admin' });

  test('the pricebook screen: four sections as list and grid, Edit Category for Selected, Delete Selected and the delete confirmation', async ({ page }) => {
    await page.goto('/#/pricebook');
    await expect(entries(page, 'Products/Services').first()).toBeVisible();
    await expectAccessible(page, 'pricebook items (list)');
    for (const section of ['Bundles', 'Categories', 'Vendors'] as const) {
      await openSection(page, section);
      await expectAccessible(page, `pricebook ${section.toLowerCase()} (list)`);
    }
    for (const section of ['Vendors', 'Categories', 'Bundles', 'Products/Services'] as const) {
      if (section !== 'Vendors') await openSection(page, section);
      await page.getByRole('button', { name: 'Grid view' }).click();
      await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('region', { name: section }).getByRole('table')).toHaveCount(0);
      await expectAccessible(page, `pricebook ${section.toLowerCase()} (grid)`);
      await page.getByRole('button', { name: 'List view' }).click();
      await expect(page.getByRole('region', { name: section }).getByRole('table')).toBeVisible();
    }

    // Batch Operations on two ticked items; the category dialog with its message.
    const items = page.getByRole('table', { name: 'Products/Services' });
    await items.getByRole('checkbox', { name: /^Select (?!all)/ }).nth(0).check();
    await items.getByRole('checkbox', { name: /^Select (?!all)/ }).nth(1).check();
    await page.getByRole('button', { name: 'Batch Operations (2)' }).click();
    await page.getByRole('menuitem', { name: 'Edit Category for Selected' }).click();
    const category = page.getByRole('dialog', { name: 'Edit Category for Selected' });
    await category.getByRole('button', { name: 'Save' }).click();
    await expect(category).toContainText('Category Selection - Please select a category to assign to the selected pricebook items.');
    await expectAccessible(page, 'edit category for selected');
    await category.getByRole('button', { name: 'Cancel' }).click();
    await expect(category).toBeHidden();

    await page.getByRole('button', { name: 'Batch Operations (2)' }).click();
    await page.getByRole('menuitem', { name: 'Delete Selected' }).click();
    const batchDelete = page.getByRole('dialog', { name: 'Delete Selected' });
    await expect(batchDelete.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page, 'delete selected');
    await batchDelete.getByRole('button', { name: 'Cancel' }).click();
    await expect(batchDelete).toBeHidden();

    await items.getByRole('button', { name: /^Delete / }).first().click();
    const remove = page.getByRole('dialog', { name: 'Delete Item?' });
    await expect(remove.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectAccessible(page, 'delete item confirmation');
  });

  test('the editors: item type chooser, item with a quantity row, bundle with items, category, vendor, and their confirmations', async ({ page }) => {
    await page.goto('/#/pricebook');
    await expect(entries(page, 'Products/Services').first()).toBeVisible();

    await page.getByRole('button', { name: 'Add Item' }).click();
    const chooser = page.getByRole('dialog', { name: 'Add Pricebook Item' });
    await expect(chooser.getByRole('button', { name: 'Labor' })).toBeVisible();
    await expectAccessible(page, 'pricebook item type chooser');
    await chooser.getByRole('button', { name: 'Item', exact: true }).click();
    const item = page.getByRole('dialog', { name: 'Pricebook Item Editor' });
    await item.getByRole('textbox', { name: 'Name' }).fill('A11y fitting');
    await item.getByRole('textbox', { name: 'Cost' }).fill('80');
    await item.getByRole('textbox', { name: 'Markup %' }).fill('25');
    await item.getByRole('button', { name: 'Add Quantity' }).click();
    await item.getByRole('listitem', { name: 'Quantity row 1' }).getByRole('textbox', { name: 'Quantity' }).fill('4');
    await choose(page, 'Resource', 'Truck 2');
    await item.getByRole('checkbox', { name: 'Select Quantity row 1' }).check();
    await expectAccessible(page, 'pricebook item editor with a quantity row');
    await item.getByRole('button', { name: 'Delete Quantities' }).click();
    const quantities = page.getByRole('dialog', { name: 'Delete Quantities?' });
    await expect(quantities.getByRole('button', { name: 'Delete Quantities' })).toBeVisible();
    await expectAccessible(page, 'delete quantities confirmation');
    await quantities.getByRole('button', { name: 'Cancel' }).click();
    await expect(quantities).toBeHidden();
    await discard(page, item);

    // An existing item opens at its fields; Change Type goes back to the chooser.
    await page.getByRole('table', { name: 'Products/Services' }).getByRole('button', { name: /^Edit / }).first().click();
    const edit = page.getByRole('dialog', { name: /^Pricebook (Item|Service|Labor) Editor$/ });
    await edit.getByRole('button', { name: 'Change Type' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Type' }).getByRole('button', { name: 'Back' })).toBeVisible();
    await expectAccessible(page, 'pricebook item change type');
    await page.getByRole('dialog', { name: 'Change Type' }).getByRole('button', { name: 'Back' }).click();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    await openSection(page, 'Bundles');
    await page.getByRole('button', { name: 'Add Bundle' }).click();
    const bundle = page.getByRole('dialog', { name: 'Add Pricebook Bundle' });
    await bundle.getByRole('textbox', { name: 'Name' }).fill('A11y kit');
    for (const name of ['Seismic strap kit', STOCKED]) {
      await bundle.getByRole('combobox', { name: 'Add Item' }).fill(name.slice(0, 12));
      await page.getByRole('option', { name: startingWith(name) }).click();
      await expect(bundle.getByRole('button', { name: `Move ${name}` })).toBeVisible();
    }
    await bundle.getByRole('checkbox', { name: 'Select Seismic strap kit' }).check();
    await expectAccessible(page, 'pricebook bundle editor with items');
    await bundle.getByRole('button', { name: 'Remove Items' }).click();
    const removeItems = page.getByRole('dialog', { name: 'Remove Items from Bundle?' });
    await expect(removeItems.getByRole('button', { name: 'Remove Items' })).toBeVisible();
    await expectAccessible(page, 'remove items from bundle confirmation');
    await removeItems.getByRole('button', { name: 'Cancel' }).click();
    await expect(removeItems).toBeHidden();
    await discard(page, bundle);

    await openSection(page, 'Categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryEditor = page.getByRole('dialog', { name: 'Add Pricebook Category' });
    await categoryEditor.getByRole('textbox', { name: 'Name' }).fill('Oil Furnaces');
    await choose(page, 'Parent Category', 'Heating > Furnaces');
    await expect(categoryEditor.getByText('Path: Heating > Furnaces > Oil Furnaces')).toBeVisible();
    await expectAccessible(page, 'pricebook category editor');
    await discard(page, categoryEditor);

    await openSection(page, 'Vendors');
    await page.getByRole('button', { name: 'Add Vendor' }).click();
    const vendor = page.getByRole('dialog', { name: 'Add Pricebook Vendor' });
    await vendor.getByRole('textbox', { name: 'Name' }).fill('A11y Supply');
    await vendor.getByRole('textbox', { name: 'Markup %' }).fill('15');
    await expectAccessible(page, 'pricebook vendor editor');
  });
});

test.describe('office at 1280 px', () => {
  test.use({ account: 'office' });

  test('the catalog panel: its tabs, a detail view, the cart, the item override, then the Flat Rate Bundle Editor and Inventory Reconciliation', async ({ page }) => {
    const panel = await openCatalog(page, 'desktop');
    const items = panel.getByRole('table', { name: 'Products/Services' });
    await expect(items.getByRole('button', { name: /^Increase Qty to Add for / }).first()).toBeVisible();
    await items.getByRole('button', { name: /^Show details of / }).first().click();
    await expectAccessible(page, 'catalog: Products/Services tab');

    await panel.getByRole('tab', { name: 'Categories' }).click();
    await panel.getByRole('list', { name: 'Subcategories' }).getByRole('button', { name: /^Plumbing/ }).click();
    await panel.getByRole('list', { name: 'Subcategories' }).getByRole('button', { name: /^Water Heaters/ }).click();
    await expect(panel.getByRole('table', { name: 'Bundles in Water Heaters' })).toBeVisible();
    await expectAccessible(page, 'catalog: Categories tab, drilled in');
    await panel.getByRole('button', { name: 'Grid view' }).click();
    await expect(panel.getByRole('list', { name: 'Subcategories' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'catalog: Categories tab as a grid');

    await panel.getByRole('tab', { name: 'Bundles' }).click();
    await searchCatalog(panel, 'replacement');
    const bundles = panel.getByRole('table', { name: 'Bundles' });
    await bundles.getByRole('button', { name: `Increase Qty to Add for ${FLAT_RATE}` }).click();
    await bundles.getByRole('button', { name: `Increase Qty to Add for ${ITEM_RATE}` }).click();
    await bundles.getByRole('button', { name: `Show details of ${ITEM_RATE}` }).click();
    await expectAccessible(page, 'catalog: Bundles tab');
    await bundles.getByRole('button', { name: FLAT_RATE, exact: true }).click();
    await expect(panel.getByText('Items in this bundle')).toBeVisible();
    await expectAccessible(page, 'catalog: bundle detail view');
    await panel.getByRole('button', { name: 'Back', exact: true }).click();

    await panel.getByRole('tab', { name: 'Products/Services' }).click();
    await searchCatalog(panel, 'capacitor 45/5');
    await items.getByRole('button', { name: PART, exact: true }).click();
    await panel.getByRole('button', { name: `Increase Qty to Add for ${PART}` }).click();
    await expectAccessible(page, 'catalog: item detail view');
    await panel.getByRole('button', { name: 'Back', exact: true }).click();
    await searchCatalog(panel, 'zzqqxx');
    await expect(panel.getByText('The search parameters did not return any results.')).toBeVisible();
    await expectAccessible(page, 'catalog: no results');

    await panel.getByRole('button', { name: 'Job Cart (3)' }).click();
    const cartPanel = page.getByRole('dialog', { name: 'Job Cart' });
    await expect(cartPanel.getByRole('table', { name: 'Job Cart' })).toContainText('Cart Total');
    await expectAccessible(page, 'job cart');
    await cartPanel.getByRole('button', { name: `Override ${PART}` }).click();
    const override = page.getByRole('dialog', { name: 'Pricebook Item Override' });
    await expect(override.getByRole('textbox', { name: 'Name' })).toHaveValue(PART);
    await expectAccessible(page, 'pricebook item override');
    await override.getByRole('button', { name: 'Save' }).click();
    await expect(override).toBeHidden();
    await cartPanel.getByRole('button', { name: 'Add to Job' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Job saved.' })).toBeVisible();

    const lines = page.getByRole('table', { name: 'Job details' });
    await lines.getByRole('button', { name: `Actions for ${FLAT_RATE}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const bundleEditor = page.getByRole('dialog', { name: 'Flat Rate Bundle Editor' });
    await bundleEditor.getByRole('button', { name: `Edit ${FLAT_RATE}` }).click();
    await bundleEditor.getByRole('button', { name: `Edit ${PART}` }).click();
    await expect(bundleEditor.getByRole('textbox', { name: 'Name' })).toHaveCount(2);
    await expectAccessible(page, 'flat rate bundle editor with the bundle and a child open');
    await bundleEditor.getByRole('button', { name: 'Save' }).click();
    await expect(bundleEditor).toBeHidden();

    await page.getByRole('button', { name: 'Inventory Reconciliation' }).click();
    const reconciliation = page.getByRole('dialog', { name: 'Inventory Reconciliation' });
    // The part is on the job twice: a line of its own and a child of the flat rate bundle.
    await reconciliation.getByRole('list', { name: 'Job Details' }).getByRole('button', { name: startingWith(PART) }).first().click();
    await expect(reconciliation.getByRole('table', { name: `Taken From for ${PART}` })).toBeVisible();
    await expectAccessible(page, 'inventory reconciliation');
    await reconciliation.getByRole('table', { name: `Taken From for ${PART}` }).getByRole('textbox').first().fill('99');
    await expect(reconciliation.getByText('Reconciled quantity exceeds allowed amount.')).toBeVisible();
    await expectAccessible(page, 'inventory reconciliation over its limit');
  });
});

test.describe('office at 390 px', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('the phone catalog: the navigation list, a drilldown, a detail view, the cart and Inventory Reconciliation', async ({ page }) => {
    const panel = await openCatalog(page, 'phone');
    const kinds = panel.getByRole('list', { name: 'Pricebook catalog' });
    await expect(kinds.getByRole('button', { name: 'Categories' })).toBeVisible();
    await expectAccessible(page, 'phone catalog: navigation list');

    await kinds.getByRole('button', { name: 'Categories' }).click();
    for (const name of ['Plumbing', 'Water Heaters', 'Water Heater Parts']) {
      await panel.getByRole('list', { name: 'Subcategories' }).getByRole('button', { name: startingWith(name) }).click();
      await expect(panel.getByRole('navigation', { name: 'Category path' }).getByText(name, { exact: true })).toHaveAttribute('aria-current', 'location');
    }
    const stocked = panel.getByRole('list', { name: 'Products/Services in Water Heater Parts' }).getByRole('listitem').filter({ hasText: STOCKED });
    await stocked.getByRole('button', { name: `Increase Qty to Add for ${STOCKED}` }).click();
    await expectAccessible(page, 'phone catalog: category drilldown');
    await stocked.getByRole('button', { name: STOCKED, exact: true }).click();
    await expect(panel.getByRole('heading', { name: STOCKED })).toBeVisible();
    await expectAccessible(page, 'phone catalog: item detail view');
    await panel.getByRole('button', { name: 'Back', exact: true }).click();

    await panel.getByRole('button', { name: 'Back (Categories)' }).click();
    await kinds.getByRole('button', { name: 'Bundles' }).click();
    await expect(panel.getByRole('list', { name: 'Bundles' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'phone catalog: bundles');

    await panel.getByRole('button', { name: 'Job Cart (1)' }).click();
    const cartPanel = page.getByRole('dialog', { name: 'Job Cart' });
    await expect(cartPanel.getByRole('table', { name: 'Job Cart' })).toContainText('Cart Total');
    await expectAccessible(page, 'phone job cart');
    await cartPanel.getByRole('button', { name: 'Add to Job' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Job saved.' })).toBeVisible();

    await page.getByRole('button', { name: 'Inventory Reconciliation' }).click();
    const reconciliation = page.getByRole('dialog', { name: 'Inventory Reconciliation' });
    await reconciliation.getByRole('list', { name: 'Job Details' }).getByRole('button', { name: startingWith(STOCKED) }).click();
    await expect(reconciliation.getByRole('table', { name: `Taken From for ${STOCKED}` })).toBeVisible();
    await expectAccessible(page, 'phone inventory reconciliation');
  });
});

test.describe('administrator at 390 px', () => {
  test.use({ account: 'admin', viewport: PHONE });

  test('the pricebook screen\'s cards and an editor on a phone', async ({ page }) => {
    await page.goto('/#/pricebook');
    await expect(page.getByRole('list', { name: 'Products/Services' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'pricebook items on a phone');
    await goTo(page, '/pricebook?section=bundles');
    await expect(page.getByRole('list', { name: 'Bundles' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'pricebook bundles on a phone');
    await page.getByRole('button', { name: 'Edit Furnace tune-up, flat rate' }).click();
    const bundle = page.getByRole('dialog', { name: 'Pricebook Bundle Editor' });
    await expect(bundle.getByRole('button', { name: /^Move / }).first()).toBeVisible();
    await expectAccessible(page, 'pricebook bundle editor on a phone');
    await bundle.getByRole('button', { name: 'Cancel' }).click();
    await expect(bundle).toBeHidden();
    await goTo(page, '/pricebook?section=items');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await page.getByRole('dialog', { name: 'Add Pricebook Item' }).getByRole('button', { name: 'Item', exact: true }).click();
    const item = page.getByRole('dialog', { name: 'Pricebook Item Editor' });
    await item.getByRole('button', { name: 'Add Quantity' }).click();
    await expect(item.getByRole('listitem', { name: 'Quantity row 1' })).toBeVisible();
    await expectAccessible(page, 'pricebook item editor on a phone');
  });
});
