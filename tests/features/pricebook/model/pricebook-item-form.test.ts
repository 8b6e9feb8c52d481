import { describe, expect, it } from 'vitest';
import {
  LABOR_DESCRIPTION,
  newPricebookItemValues,
  pricebookItemEditorTitle,
  pricebookItemFormSchema,
  pricebookItemRequest,
  pricebookItemValuesOf,
  typeChangeValues,
  type PricebookItemFormValues,
} from '@/features/pricebook/model/pricebook-item-form';
import { deleteInventoryRows, inventoryLevelInputs, newInventoryRow, shownInventoryRows } from '@/features/pricebook/model/pricebook-inventory-rows';
import { markupPriceText } from '@/lib/job-calculations';
import { pricebookMessages } from '@/lib/schemas/pricebook-request-schemas';
import type { InventoryLevel, PricebookItem } from '@/lib/schemas/pricebook-schemas';

const level = (context: string, quantity: number, resource: string, hasReconciliation = false): InventoryLevel => ({
  context,
  quantity,
  resource: { context: resource, name: `Truck ${resource}` },
  hasReconciliation,
});

const savedItem: PricebookItem = {
  context: 'item-1',
  active: true,
  name: 'Gas valve',
  description: 'Honeywell',
  itemType: 'Item',
  cost: 80,
  markup: 25,
  price: 100,
  vendorIdentifier: 'vendor-1',
  vendorName: 'Ferguson',
  categoryIdentifier: 'category-1',
  categoryDisplayName: 'Heating > Furnaces',
  modelNumber: 'VR8345',
  partNumber: 'P-1',
  nonTaxable: false,
  reorderQuantity: 2,
  imageGuid: 'guid-1',
  favoriteIdentifier: null,
  calculatedQuantity: 7,
  lowStock: false,
  inventoryLevels: [level('level-1', 5, 'r1'), level('level-2', 2, 'r2', true)],
  version: 3,
};

function errorsOf(values: PricebookItemFormValues): Record<string, string> {
  const result = pricebookItemFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('pricebook item form', () => {
  it('titles the editor by the chosen type', () => {
    expect(pricebookItemEditorTitle('Service')).toBe('Pricebook Service Editor');
    expect(pricebookItemEditorTitle('Labor')).toBe('Pricebook Labor Editor');
  });

  it('starts a Labor item with the description Labor, others blank, active and taxable', () => {
    expect(newPricebookItemValues('Labor')).toMatchObject({ itemType: 'Labor', description: LABOR_DESCRIPTION, active: true, nonTaxable: false });
    expect(newPricebookItemValues('Service').description).toBe('');
  });

  it('clears vendor, model and part number for Service; also sets the description for Labor; leaves an Item alone', () => {
    expect(typeChangeValues('Service')).toEqual({ itemType: 'Service', vendorIdentifier: '', modelNumber: '', partNumber: '' });
    expect(typeChangeValues('Labor')).toEqual({ itemType: 'Labor', vendorIdentifier: '', modelNumber: '', partNumber: '', description: 'Labor' });
    expect(typeChangeValues('Item')).toEqual({ itemType: 'Item' });
  });

  it('works the price out from cost and markup to the cent, clears it for a markup without cost, leaves it free without a markup', () => {
    expect(markupPriceText('80', '25')).toEqual({ readOnly: true, price: '100.00' });
    expect(markupPriceText('19.99', '33.3')).toEqual({ readOnly: true, price: '26.65' });
    expect(markupPriceText('', '25')).toEqual({ readOnly: true, price: '' });
    expect(markupPriceText('80', '')).toEqual({ readOnly: false, price: null });
  });

  it('requires a name and a price and checks the figures with the contract\'s words', () => {
    expect(errorsOf({ ...newPricebookItemValues('Service'), cost: 'x', markup: '20000', reorderQuantity: '1.5' })).toEqual({
      name: pricebookMessages.nameRequired,
      price: pricebookMessages.priceRequired,
      cost: pricebookMessages.costInvalid,
      markup: pricebookMessages.markupInvalid,
      reorderQuantity: pricebookMessages.reorderQuantityInvalid,
    });
    expect(errorsOf({ ...newPricebookItemValues('Service'), name: 'Tune-up', price: '89.5' })).toEqual({});
  });

  it('checks the shown quantity rows of an Item only: 1 to 99999, a resource, each resource once', () => {
    const rows = [
      { ...newInventoryRow('a'), quantity: '', resourceIdentifier: '' },
      { ...newInventoryRow('b'), quantity: '100000', resourceIdentifier: 'r1' },
      { ...newInventoryRow('c'), quantity: '3', resourceIdentifier: 'r1' },
      { ...newInventoryRow('d'), quantity: '0', resourceIdentifier: 'r1', context: 'saved', cud: 'Delete' as const },
    ];
    const item = { ...newPricebookItemValues('Item'), name: 'Valve', price: '10', inventoryLevels: rows };
    expect(errorsOf(item)).toEqual({
      'inventoryLevels.0.quantity': pricebookMessages.quantityRequired,
      'inventoryLevels.0.resourceIdentifier': pricebookMessages.resourceRequired,
      'inventoryLevels.1.quantity': pricebookMessages.quantityInvalid,
      'inventoryLevels.2.resourceIdentifier': pricebookMessages.duplicateResource,
    });
    expect(errorsOf({ ...item, itemType: 'Service' })).toEqual({});
  });

  it('lets a saved row whose stock went down to 0 stay as it is, but not be changed to 0', () => {
    const emptied = pricebookItemValuesOf({ ...savedItem, inventoryLevels: [level('level-1', 0, 'r1', true)] });
    expect(errorsOf(emptied)).toEqual({});
    const row = emptied.inventoryLevels[0]!;
    expect(errorsOf({ ...emptied, inventoryLevels: [{ ...row, resourceIdentifier: 'r2' }] })).toEqual({ 'inventoryLevels.0.quantity': pricebookMessages.quantityInvalid });
  });
});

describe('inventory rows', () => {
  const loaded = pricebookItemValuesOf(savedItem).inventoryLevels;

  it('removes a new row and marks a saved row Delete (hidden) on Delete Quantities', () => {
    const rows = [...loaded, { ...newInventoryRow('new'), quantity: '4', resourceIdentifier: 'r3' }];
    const after = deleteInventoryRows(rows, new Set(['new', 'level-1']));
    expect(after.map((row) => [row.rowKey, row.cud])).toEqual([
      ['level-1', 'Delete'],
      ['level-2', 'None'],
    ]);
    expect(shownInventoryRows(after).map((row) => row.rowKey)).toEqual(['level-2']);
  });

  it('sends new rows as Create, changed saved rows as Update, deleted ones as Delete and the rest as None', () => {
    const rows = [
      { ...loaded[0]!, quantity: '6' },
      { ...loaded[1]!, cud: 'Delete' as const },
      { ...newInventoryRow('new'), quantity: '4', resourceIdentifier: 'r3' },
    ];
    expect(inventoryLevelInputs(rows)).toEqual([
      { context: 'level-1', quantity: 6, resourceIdentifier: 'r1', cud: 'Update' },
      { context: 'level-2', quantity: 2, resourceIdentifier: 'r2', cud: 'Delete' },
      { context: null, quantity: 4, resourceIdentifier: 'r3', cud: 'Create' },
    ]);
    expect(inventoryLevelInputs(loaded).map((row) => row.cud)).toEqual(['None', 'None']);
    // Typed back to what was loaded: unchanged again.
    expect(inventoryLevelInputs([{ ...loaded[0]!, quantity: '5.0' }])[0]!.cud).toBe('None');
  });
});

describe('pricebook item request', () => {
  it('builds an update with the version, the computed price and the inventory markers', () => {
    const values = { ...pricebookItemValuesOf(savedItem), cost: '80', markup: '25', price: '1', name: ' Gas valve ', removeImage: true };
    expect(pricebookItemRequest(values, savedItem)).toEqual({
      context: 'item-1',
      version: 3,
      image: null,
      removeImage: true,
      active: true,
      name: 'Gas valve',
      description: 'Honeywell',
      itemType: 'Item',
      vendorIdentifier: 'vendor-1',
      categoryIdentifier: 'category-1',
      modelNumber: 'VR8345',
      partNumber: 'P-1',
      cost: 80,
      markup: 25,
      price: 100,
      reorderQuantity: 2,
      nonTaxable: false,
      inventoryLevels: [
        { context: 'level-1', quantity: 5, resourceIdentifier: 'r1', cud: 'None' },
        { context: 'level-2', quantity: 2, resourceIdentifier: 'r2', cud: 'None' },
      ],
    });
  });

  it('creates a Service without vendor, numbers or stock, without the removal flag, and with the typed price', () => {
    const values = { ...newPricebookItemValues('Service'), name: 'Tune-up', price: '89.50', vendorIdentifier: 'vendor-1', modelNumber: 'x', removeImage: true };
    expect(pricebookItemRequest(values, null)).toMatchObject({
      context: null,
      version: null,
      removeImage: false,
      itemType: 'Service',
      vendorIdentifier: null,
      categoryIdentifier: null,
      modelNumber: '',
      partNumber: '',
      cost: null,
      markup: null,
      price: 89.5,
      reorderQuantity: null,
      inventoryLevels: [],
    });
  });
});
