import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { pricebookMessages } from '@/lib/schemas/pricebook-request-schemas';
import { getDb } from '../../../mocks/db/store';
import { compareText } from '../../../mocks/lib/text-order';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/pricebook/components/pricebook-page') });

/** The names in the item table, in order. */
function itemNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('button', { name: /^Rename / })
    .map((button) => button.getAttribute('aria-label')!.replace(/^Rename /, ''));
}

const sortedActiveItems = () =>
  getDb()
    .pricebookItems.all()
    .filter((item) => item.active)
    .map((item) => item.name)
    .sort(compareText);

describe('the pricebook screen (spec 3 §2)', () => {
  it('opens on Products/Services: active items by name, a page at a time, with the item table\u2019s columns', async () => {
    await openRoute('admin', '/pricebook');
    const table = await screen.findByRole('table', { name: 'Products/Services' });
    await waitFor(() => expect(itemNames(table).length).toBeGreaterThan(5));
    expect(itemNames(table)).toEqual(sortedActiveItems().slice(0, itemNames(table).length));
    for (const column of ['Name', 'Vendor', 'Type', 'Qty on Hand', 'Low Stock', 'Price']) expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products/Services' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  }, 30_000);

  it('is for administrators only', async () => {
    const { router } = await openRoute('office', '/pricebook');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/ADMINISTRATOR'));
    expect(screen.queryByRole('table', { name: 'Products/Services' })).not.toBeInTheDocument();
  });

  it('renames an item in its row and says the items were updated', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = await openRoute('admin', '/pricebook');
    const table = await screen.findByRole('table', { name: 'Products/Services' });
    const [first] = await waitFor(() => {
      const names = itemNames(table);
      expect(names.length).toBeGreaterThan(0);
      return names;
    });
    await user.click(within(table).getByRole('button', { name: `Rename ${first}` }));
    const field = within(table).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.click(within(table).getByRole('button', { name: 'Save name' }));
    expect(await within(table).findByText(pricebookMessages.nameRequired)).toBeInTheDocument();
    await user.type(field, 'AAA renamed sump pump{Enter}');
    await waitFor(() => expect(success).toHaveBeenCalledWith('The pricebook item(s) were updated.'));
    expect(getDb().pricebookItems.all().some((item) => item.name === 'AAA renamed sump pump')).toBe(true);
  }, 30_000);

  it('puts ticked items in a category, asking for one first, and deletes ticked items after listing them', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = await openRoute('admin', '/pricebook');
    const table = await screen.findByRole('table', { name: 'Products/Services' });
    const inBundle = new Set(getDb().pricebookBundles.all().flatMap((bundle) => bundle.items.map((part) => part.itemContext)));
    const free = new Set(getDb().pricebookItems.all().filter((item) => !inBundle.has(item.context)).map((item) => item.name));
    // Two items on the first page that no bundle holds (a bundle's item cannot be deleted).
    const names = await waitFor(() => {
      const shown = itemNames(table).filter((name) => free.has(name));
      expect(shown.length).toBeGreaterThan(2);
      return shown.slice(0, 2);
    });
    for (const name of names) await user.click(within(table).getByRole('checkbox', { name: `Select ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Batch Operations (2)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit Category for Selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category for Selected' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(pricebookMessages.batchCategoryRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    const option = (await screen.findAllByRole('option'))[3]!;
    const category = getDb().pricebookCategories.all().find((entry) => option.textContent?.endsWith(` > ${entry.name}`) || option.textContent === entry.name)!;
    await user.click(option);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The pricebook item(s) were updated.'));
    const moved = getDb().pricebookItems.all().filter((item) => names.includes(item.name));
    expect(moved.map((item) => item.categoryContext)).toEqual([category.context, category.context]);

    for (const name of names) await user.click(await within(table).findByRole('checkbox', { name: `Select ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Batch Operations (2)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete Selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Selected' });
    expect(within(confirm).getByText('The following pricebook items will be deleted.')).toBeInTheDocument();
    for (const name of names) expect(within(confirm).getByText(name)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The pricebook item(s) were delete.'));
    expect(getDb().pricebookItems.all().filter((item) => names.includes(item.name))).toEqual([]);
  }, 40_000);

  it('shows favorites only when Favorites is pressed, and a starred item joins them', async () => {
    const { user } = await openRoute('admin', '/pricebook?section=vendors');
    const table = await screen.findByRole('table', { name: 'Vendors' });
    const vendor = await within(table).findAllByRole('button', { name: /^Add .* to favorites$/ });
    const name = vendor[0]!.getAttribute('aria-label')!.replace(/^Add (.*) to favorites$/, '$1');
    await user.click(vendor[0]!);
    await within(table).findByRole('button', { name: `Remove ${name} from favorites` });
    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Vendors' })).queryAllByRole('button', { name: /^Add .* to favorites$/ })).toEqual([]));
    expect(within(screen.getByRole('table', { name: 'Vendors' })).getByText(name)).toBeInTheDocument();
  }, 30_000);

  it('switches a section to a grid and remembers it as a preference', async () => {
    const { user } = await openRoute('admin', '/pricebook?section=categories');
    await screen.findByRole('table', { name: 'Categories' });
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
    await waitFor(() => expect(getDb().userPreferences.all().some((preference) => preference.key === 'PB_VIEW_CATEGORY' && preference.value === 'Grid')).toBe(true));
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  }, 30_000);

  it('says so when nothing matches, with where pricebook data is made', async () => {
    await openRoute('admin', '/pricebook?section=bundles&q=zzzqqq');
    expect(await screen.findByText('No pricebook bundle data is available')).toBeInTheDocument();
    expect(screen.getByText('Create pricebook data under Operations, then Pricebook.')).toBeInTheDocument();
  });

  it('exports every item to an Excel workbook', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:workbook';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openRoute('admin', '/pricebook');
    await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Excel file download complete. Check your download folder.'));
    expect(click).toHaveBeenCalled();
    const workbook = created.at(-1)!;
    expect(workbook.type).toContain('spreadsheetml');
    expect(new Uint8Array(await workbook.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  }, 30_000);
});
