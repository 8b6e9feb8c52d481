import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { PricebookItemEditorDialog } from '@/features/pricebook/components/editors/pricebook-item-editor-dialog';
import type { PricebookItem } from '@/lib/schemas/pricebook-schemas';
import { getDb } from '../../../mocks/db/store';
import { resourceContexts } from '../../../mocks/db/seed-pricebook-stock';
import { renderElement, signInAs, useRouteTests } from '../../support/render-route';

useRouteTests();

async function openEditor(context: string | null) {
  await signInAs('office');
  const onClose = vi.fn();
  const onSaved = vi.fn<(item: PricebookItem) => void>();
  const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  const rendered = renderElement(<PricebookItemEditorDialog open context={context} onClose={onClose} onSaved={onSaved} />);
  return { ...rendered, onClose, onSaved, success };
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
/** A confirmation has gone (the editor under it is no longer hidden from the accessibility tree). */
const closed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
const resourceName = (context: string) => getDb().resources.get(context)!.name;

async function choose(user: Awaited<ReturnType<typeof openEditor>>['user'], dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A seeded Item with a vendor, a model number and two or more stock levels, none reconciled to a job. */
function stockedItem() {
  const db = getDb();
  const item = db.pricebookItems
    .all()
    .find(
      (candidate) =>
        candidate.itemType === 'Item' &&
        candidate.active &&
        candidate.vendorContext !== null &&
        candidate.modelNumber !== '' &&
        db.inventoryLevels.where('item', candidate.context).length >= 2 &&
        db.inventoryLevels.where('item', candidate.context).every((level) => db.reconciliations.where('level', level.context).length === 0),
    );
  if (!item) throw new Error('The seed has no stocked item to edit');
  return item;
}

describe('pricebook item editor: adding', () => {
  it('starts with the type chooser, then adds an Item: vendor markup offered, price from cost and markup, Quantities with a deleted new row', async () => {
    const { user, fill, onSaved, onClose, success } = await openEditor(null);
    const chooser = await dialogNamed('Add Pricebook Item');
    expect(within(chooser).getAllByRole('button').map((button) => button.textContent)).toEqual(['Service', 'Item', 'Labor', 'Cancel']);
    await user.click(within(chooser).getByRole('button', { name: 'Item' }));

    const dialog = await dialogNamed('Pricebook Item Editor');
    expect(within(dialog).queryByRole('button', { name: 'Change Type' })).not.toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Flame sensor');
    const vendor = getDb().pricebookVendors.all().find((candidate) => candidate.active && candidate.markup !== null)!;
    await choose(user, dialog, 'Vendor', vendor.name);
    expect(within(dialog).getByRole('textbox', { name: 'Markup %' })).toHaveValue(String(vendor.markup));
    await fill(within(dialog).getByRole('textbox', { name: 'Cost' }), '80');
    await fill(within(dialog).getByRole('textbox', { name: 'Markup %' }), '25');
    const price = within(dialog).getByRole('textbox', { name: 'Price' });
    await waitFor(() => expect(price).toHaveValue('100.00'));
    expect(price).toHaveAttribute('readonly');
    await fill(within(dialog).getByRole('textbox', { name: 'Model Number' }), 'FS-100');

    await user.click(within(dialog).getByRole('button', { name: 'Add Quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Quantity' }));
    const rows = within(within(dialog).getByRole('list', { name: 'Quantities' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    await fill(within(rows[0]!).getByRole('textbox', { name: 'Quantity' }), '4');
    await choose(user, rows[0]!, 'Resource', resourceName(resourceContexts.warehouse));
    await user.click(within(rows[1]!).getByRole('checkbox', { name: 'Select Quantity row 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Quantities' }));
    const confirm = await dialogNamed('Delete Quantities?');
    expect(confirm).toHaveTextContent('Do you want to delete the selected quantities?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Quantities' }));
    await closed('Delete Quantities?');
    await waitFor(() => expect(within(within(dialog).getByRole('list', { name: 'Quantities' })).getAllByRole('listitem')).toHaveLength(1));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Pricebook Item created.');
    const saved = onSaved.mock.calls[0]![0];
    expect(saved).toMatchObject({ name: 'Flame sensor', itemType: 'Item', cost: 80, markup: 25, price: 100, vendorIdentifier: vendor.context, modelNumber: 'FS-100' });
    expect(getDb().pricebookItems.get(saved.context)).toMatchObject({ price: 100, vendorContext: vendor.context });
    expect(getDb().inventoryLevels.where('item', saved.context).map((level) => [level.resourceContext, level.quantity])).toEqual([[resourceContexts.warehouse, 4]]);
  }, 30_000);

  it('adds a Service: no vendor, model or part number; Save with errors says so; the typed price is kept without a markup', async () => {
    const { user, fill, onSaved, success } = await openEditor(null);
    await user.click(within(await dialogNamed('Add Pricebook Item')).getByRole('button', { name: 'Service' }));
    const dialog = await dialogNamed('Pricebook Service Editor');
    for (const label of ['Vendor', 'Model Number', 'Part Number']) expect(within(dialog).queryByLabelText(label)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Quantities' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unable to save, please review the form for errors.')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Price is required.')).toBeInTheDocument();

    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Furnace tune-up');
    await fill(within(dialog).getByRole('textbox', { name: 'Price' }), '129.5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Non-Taxable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pricebook Item created.'));
    expect(getDb().pricebookItems.get(onSaved.mock.calls[0]![0].context)).toMatchObject({ itemType: 'Service', price: 129.5, nonTaxable: true, vendorContext: null, markup: null });
  });

  it('adds Labor with the description Labor', async () => {
    const { user, fill, onSaved } = await openEditor(null);
    await user.click(within(await dialogNamed('Add Pricebook Item')).getByRole('button', { name: 'Labor' }));
    const dialog = await dialogNamed('Pricebook Labor Editor');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Labor');
    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Apprentice hour');
    await fill(within(dialog).getByRole('textbox', { name: 'Price' }), '65');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(getDb().pricebookItems.get(onSaved.mock.calls[0]![0].context)).toMatchObject({ itemType: 'Labor', description: 'Labor', price: 65 });
  });

  it('uploads an image (jpg, jpeg, png up to 5 MB) and says why another file is refused', async () => {
    const { user, fill, onSaved } = await openEditor(null);
    await user.click(within(await dialogNamed('Add Pricebook Item')).getByRole('button', { name: 'Service' }));
    const dialog = await dialogNamed('Pricebook Service Editor');
    const input = within(dialog).getByLabelText('Image to upload');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only jpg, jpeg and png images can be uploaded.');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'part.png', { type: 'image/png' }), new File(['x'], 'second.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByRole('img', { name: 'New image part.png' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Filter change');
    await fill(within(dialog).getByRole('textbox', { name: 'Price' }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const guid = getDb().pricebookItems.get(onSaved.mock.calls[0]![0].context)!.imageGuid;
    expect(guid).not.toBeNull();
    expect(getDb().pricebookImages.get(guid)).toMatchObject({ contentType: 'image/png', base64: 'iVBORw==' });
  });
});

describe('pricebook item editor: editing', () => {
  it('changes an Item into a Service with Change Type (vendor, model and part number cleared) and keeps what was typed', async () => {
    const item = stockedItem();
    const { user, fill, success } = await openEditor(item.context);
    const dialog = await dialogNamed('Pricebook Item Editor');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(item.name));
    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), `${item.name} (service)`);
    await user.click(within(dialog).getByRole('button', { name: 'Change Type' }));
    const chooser = await dialogNamed('Change Type');
    expect(within(chooser).getByRole('button', { name: 'Item' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chooser).getByRole('button', { name: 'Service' }));
    const service = await dialogNamed('Pricebook Service Editor');
    expect(within(service).getByRole('textbox', { name: 'Name' })).toHaveValue(`${item.name} (service)`);
    expect(within(service).queryByLabelText('Vendor')).not.toBeInTheDocument();
    await user.click(within(service).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pricebook Item updated.'));
    expect(getDb().pricebookItems.get(item.context)).toMatchObject({
      name: `${item.name} (service)`,
      itemType: 'Service',
      vendorContext: null,
      modelNumber: '',
      partNumber: '',
      version: item.version + 1,
    });
  }, 20_000);

  it('updates one saved quantity and deletes another (marked Delete and hidden)', async () => {
    const item = stockedItem();
    const levels = getDb().inventoryLevels.where('item', item.context);
    const { user, fill, success } = await openEditor(item.context);
    const dialog = await dialogNamed('Pricebook Item Editor');
    const list = await within(dialog).findByRole('list', { name: 'Quantities' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(levels.length);
    await fill(within(rows[0]!).getByRole('textbox', { name: 'Quantity' }), '77');
    await user.click(within(rows[1]!).getByRole('checkbox', { name: 'Select Quantity row 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Quantities' }));
    await user.click(within(await dialogNamed('Delete Quantities?')).getByRole('button', { name: 'Delete Quantities' }));
    await closed('Delete Quantities?');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(levels.length - 1));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pricebook Item updated.'));
    const stored = getDb().inventoryLevels.where('item', item.context);
    expect(stored.find((level) => level.context === levels[0]!.context)?.quantity).toBe(77);
    expect(stored.some((level) => level.context === levels[1]!.context)).toBe(false);
    expect(stored).toHaveLength(levels.length - 1);
  }, 20_000);

  it('keeps what was typed when the item changed meanwhile (409)', async () => {
    const item = stockedItem();
    const { user, fill, success, onClose } = await openEditor(item.context);
    const dialog = await dialogNamed('Pricebook Item Editor');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(item.name));
    const stored = getDb().pricebookItems.get(item.context)!;
    getDb().pricebookItems.put({ ...stored, version: stored.version + 1 });
    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Renamed meanwhile');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed meanwhile');
    expect(success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(getDb().pricebookItems.get(item.context)!.name).toBe(item.name);
  });
});
