import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { PricebookBundleEditorDialog } from '@/features/pricebook/components/editors/pricebook-bundle-editor-dialog';
import { PricebookCategoryEditorDialog } from '@/features/pricebook/components/editors/pricebook-category-editor-dialog';
import { PricebookVendorEditorDialog } from '@/features/pricebook/components/editors/pricebook-vendor-editor-dialog';
import { formatUsd, sumOfLineTotals } from '@/lib/job-calculations';
import { pricebookCategoryContext } from '../../../mocks/db/seed-pricebook';
import { getDb } from '../../../mocks/db/store';
import { renderElement, signInAs, useRouteTests, type RenderedRoute } from '../../support/render-route';

useRouteTests();

type Editor = typeof PricebookBundleEditorDialog | typeof PricebookCategoryEditorDialog | typeof PricebookVendorEditorDialog;

async function openEditor(Dialog: Editor, context: string | null) {
  await signInAs('office');
  const onClose = vi.fn();
  const onSaved = vi.fn<(record: { context: string }) => void>();
  const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  const rendered = renderElement(<Dialog open context={context} onClose={onClose} onSaved={onSaved} />);
  return { ...rendered, onClose, onSaved, success };
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
/** A confirmation has gone (the editor under it is no longer hidden from the accessibility tree). */
const closed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
const savedContext = (onSaved: ReturnType<typeof vi.fn<(record: { context: string }) => void>>) => onSaved.mock.calls[0]![0].context;

/** Two active items with a price, whose names are unlike any other's. */
function twoItems() {
  const items = getDb().pricebookItems.all().filter((item) => item.active && item.price > 0);
  const distinct = items.filter((item) => items.filter((other) => other.name.toLowerCase().includes(item.name.toLowerCase())).length === 1);
  return [distinct[0]!, distinct[1]!] as const;
}

/** Table rows 48 px apart (jsdom lays nothing out), so dnd-kit's keyboard sensor can move a row. */
function stubRowLayout(): void {
  const rect = (top: number, height: number) => ({ x: 0, y: top, top, left: 0, right: 800, bottom: top + height, width: 800, height, toJSON: () => ({}) });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.matches('tbody tr') && this.parentElement ? [...this.parentElement.children].indexOf(this) : -1;
    return (index < 0 ? rect(0, 0) : rect(200 + index * 48, 48)) as DOMRect;
  });
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

async function addItem({ user, fill }: RenderedRoute, dialog: HTMLElement, name: string) {
  await fill(within(dialog).getByRole('combobox', { name: 'Add Item' }), name);
  await user.click(await screen.findByRole('option', { name: (accessibleName) => accessibleName.startsWith(name) }));
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: `Select ${name}` })).toBeInTheDocument());
}

describe('pricebook bundle editor', () => {
  it('needs an item, adds items through the search, steps quantities, removes items after asking, totals and saves', async () => {
    const rendered = await openEditor(PricebookBundleEditorDialog, null);
    const { user, fill, onSaved, success } = rendered;
    const dialog = await dialogNamed('Add Pricebook Bundle');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A bundle must contain at least one item.')).toBeInTheDocument();
    expect(within(dialog).getByText('Unable to save, please review the form for errors.')).toBeInTheDocument();

    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Spring tune-up kit');
    await user.click(within(dialog).getByRole('radio', { name: 'Flat Rate Pricing' }));
    await fill(within(dialog).getByRole('combobox', { name: 'Add Item' }), 'ab');
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeInTheDocument();
    const [first, second] = twoItems();
    await addItem(rendered, dialog, first.name);
    await waitFor(() => expect(within(dialog).queryByText('A bundle must contain at least one item.')).not.toBeInTheDocument());
    await addItem(rendered, dialog, second.name);
    // An item already in the bundle is not offered again.
    await fill(within(dialog).getByRole('combobox', { name: 'Add Item' }), first.name);
    expect(await screen.findByText('No items match the search.')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const minus = within(dialog).getByRole('button', { name: `Decrease quantity of ${first.name}` });
    expect(minus).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: `Increase quantity of ${first.name}` }));
    await user.click(within(dialog).getByRole('button', { name: `Increase quantity of ${first.name}` }));
    await user.click(minus);
    expect(within(dialog).getByRole('textbox', { name: `Quantity of ${first.name}` })).toHaveValue('2');
    const total = sumOfLineTotals([
      { priceDetail: { price: first.price, quantity: 2 } },
      { priceDetail: { price: second.price, quantity: 1 } },
    ]);
    expect(within(dialog).getByText(`Calculated Total: ${formatUsd(total)}`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: `Select ${second.name}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Items' }));
    const confirm = await dialogNamed('Remove Items from Bundle?');
    expect(confirm).toHaveTextContent('Do you want to remove the selected Items from the Bundle?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove Items' }));
    await closed('Remove Items from Bundle?');
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: `Select ${second.name}` })).not.toBeInTheDocument());
    expect(within(dialog).getByText(`Calculated Total: ${formatUsd(sumOfLineTotals([{ priceDetail: { price: first.price, quantity: 2 } }]))}`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pricebook Bundle created.'));
    expect(getDb().pricebookBundles.get(savedContext(onSaved))).toMatchObject({
      name: 'Spring tune-up kit',
      pricingDisplay: 'Flat Rate Pricing',
      items: [{ itemContext: first.context, quantity: 2 }],
    });
  }, 30_000);

  it('edits a seeded bundle: its items load, a quantity changes, the update is stored', async () => {
    const bundle = getDb().pricebookBundles.all().find((candidate) => candidate.active && candidate.items.length >= 2)!;
    const firstItem = getDb().pricebookItems.get(bundle.items[0]!.itemContext)!;
    const { user, success } = await openEditor(PricebookBundleEditorDialog, bundle.context);
    const dialog = await dialogNamed('Pricebook Bundle Editor');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(bundle.name));
    expect(within(dialog).getAllByRole('checkbox', { name: /^Select / })).toHaveLength(bundle.items.length);
    await user.click(within(dialog).getByRole('button', { name: `Increase quantity of ${firstItem.name}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pricebook Bundle updated.'));
    const stored = getDb().pricebookBundles.get(bundle.context)!;
    expect(stored.items.map((item) => item.itemContext)).toEqual(bundle.items.map((item) => item.itemContext));
    expect(stored.items[0]!.quantity).toBe(bundle.items[0]!.quantity + 1);
  }, 20_000);

  it('reorders the items from the keyboard (Space, arrow, Space) and saves them in that order', async () => {
    stubRowLayout();
    const bundle = getDb().pricebookBundles.all().find((candidate) => candidate.active && candidate.items.length >= 2)!;
    const names = bundle.items.map((entry) => getDb().pricebookItems.get(entry.itemContext)!.name);
    const { user, success } = await openEditor(PricebookBundleEditorDialog, bundle.context);
    const dialog = await dialogNamed('Pricebook Bundle Editor');
    const handle = await within(dialog).findByRole('button', { name: `Move ${names[0]}` });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent(`Picked up ${names[0]}, item 1 of ${names.length}.`));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.body).toHaveTextContent(`${names[0]} is at position 2 of ${names.length}.`));
    await user.keyboard(' ');
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Move / })[1]).toHaveAccessibleName(`Move ${names[0]}`));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pricebook Bundle updated.'));
    const order = bundle.items.map((entry) => entry.itemContext);
    expect(getDb().pricebookBundles.get(bundle.context)!.items.map((entry) => entry.itemContext)).toEqual([order[1], order[0], ...order.slice(2)]);
  }, 20_000);
});

describe('pricebook category editor', () => {
  it('adds a category under a parent, showing the path as it is typed', async () => {
    const { user, fill, onSaved, success } = await openEditor(PricebookCategoryEditorDialog, null);
    const dialog = await dialogNamed('Add Pricebook Category');
    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Oil Furnaces');
    expect(within(dialog).getByText('Path: Oil Furnaces')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Parent Category' }));
    expect(await screen.findByRole('option', { name: 'None (top level)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Heating > Furnaces' }));
    expect(within(dialog).getByText('Path: Heating > Furnaces > Oil Furnaces')).toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: 'Markup %' }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pricebook Category created.'));
    expect(getDb().pricebookCategories.get(savedContext(onSaved))).toMatchObject({ name: 'Oil Furnaces', parentContext: pricebookCategoryContext('furnaces'), markup: 40 });
  });

  it('offers as parents only categories outside its own branch, and moves it to the top level', async () => {
    const context = pricebookCategoryContext('furnaces');
    const { user, success } = await openEditor(PricebookCategoryEditorDialog, context);
    const dialog = await dialogNamed('Pricebook Category Editor');
    await waitFor(() => expect(within(dialog).getByText('Path: Heating > Furnaces')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('combobox', { name: 'Parent Category' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Heating');
    expect(options).toContain('Cooling');
    expect(options.filter((name) => name?.startsWith('Heating > Furnaces'))).toEqual([]);
    await user.click(screen.getByRole('option', { name: 'None (top level)' }));
    expect(within(dialog).getByText('Path: Furnaces')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pricebook Category updated.'));
    expect(getDb().pricebookCategories.get(context)).toMatchObject({ parentContext: null });
  });
});

describe('pricebook vendor editor', () => {
  it('adds a vendor with a markup', async () => {
    const { user, fill, onSaved, success } = await openEditor(PricebookVendorEditorDialog, null);
    const dialog = await dialogNamed('Add Pricebook Vendor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lloyd Supply');
    await fill(within(dialog).getByRole('textbox', { name: 'Markup %' }), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pricebook Vendor created.'));
    expect(getDb().pricebookVendors.get(savedContext(onSaved))).toMatchObject({ name: 'Lloyd Supply', markup: 12.5, active: true });
  });

  it('edits a vendor (inactive, no markup) and asks before discarding typed changes', async () => {
    const vendor = getDb().pricebookVendors.all().find((candidate) => candidate.active && candidate.markup !== null)!;
    const { user, fill, onClose, success } = await openEditor(PricebookVendorEditorDialog, vendor.context);
    const dialog = await dialogNamed('Pricebook Vendor Editor');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Markup %' })).toHaveValue(String(vendor.markup)));
    await fill(within(dialog).getByRole('textbox', { name: 'Markup %' }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const discard = await dialogNamed('Discard changes?');
    await user.click(within(discard).getByRole('button', { name: 'Keep Editing' }));
    await closed('Discard changes?');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pricebook Vendor updated.'));
    expect(onClose).toHaveBeenCalled();
    expect(getDb().pricebookVendors.get(vendor.context)).toMatchObject({ active: false, markup: null, version: vendor.version + 1 });
  });
});
