// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pricebookMessages } from '../../src/lib/schemas/pricebook-request-schemas';
import { pricebookExportRowSchema, pricebookItemSchema } from '../../src/lib/schemas/pricebook-schemas';
import { getDb } from '../../mocks/db/store';
import { inventoryTexts } from '../../mocks/handlers/pricebook-item-save';
import { pricebookTexts } from '../../mocks/handlers/pricebook-records';
import { query, remove, tokens } from './job-fixtures';
import { get, post, useMockServer } from './mock-api';
import { answeredBase64, getItem, itemRequest, pngUpload, resourceNamed, storedCategory, storedItem } from './pricebook-fixtures';

useMockServer();

async function save(token: string, body: unknown, update = false) {
  const response = await post(update ? 'PricebookItem/Update' : 'PricebookItem/Create', body, token);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function saved(token: string, body: unknown, update = false) {
  const answer = await save(token, body, update);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return pricebookItemSchema.parse(answer.body);
}

const truck1 = () => resourceNamed('Truck 1 \u2013 Theo');
const warehouse = () => resourceNamed('Main Warehouse');

describe('PricebookItem/Create and Update: the price rule and the item types', () => {
  it('sets the price from cost and markup to the cent; a markup without a cost, or no price, is refused', async () => {
    const { office } = await tokens();
    expect((await saved(office, itemRequest({ cost: 19.99, markup: 15, price: 1 }))).price).toBe(22.99);
    expect((await saved(office, itemRequest({ cost: 10, markup: 33.333, price: null }))).price).toBe(13.33);
    expect((await saved(office, itemRequest({ cost: 12, markup: null, price: 30 }))).price).toBe(30);
    expect(await save(office, itemRequest({ cost: null, markup: 40, price: 30 }))).toEqual({ status: 400, body: [pricebookMessages.priceRequired] });
    expect(await save(office, itemRequest({ price: null }))).toEqual({ status: 400, body: [pricebookMessages.priceRequired] });
  });

  it('keeps no vendor, model or part number on Service and Labor items', async () => {
    const { office } = await tokens();
    const vendor = getDb().pricebookVendors.all()[0]!.context;
    const parts = { vendorIdentifier: vendor, modelNumber: 'X-1', partNumber: 'P-1' };
    for (const itemType of ['Service', 'Labor'] as const) {
      const item = await saved(office, itemRequest({ ...parts, itemType, name: `${itemType} row` }));
      expect({ vendor: item.vendorIdentifier, model: item.modelNumber, part: item.partNumber, type: item.itemType }).toEqual({ vendor: null, model: '', part: '', type: itemType });
    }
    const part = await saved(office, itemRequest({ ...parts, modelNumber: ' X-1 ' }));
    expect({ vendor: part.vendorName, model: part.modelNumber, part: part.partNumber }).toEqual({ vendor: getDb().pricebookVendors.all()[0]!.name, model: 'X-1', part: 'P-1' });
  });

  it('refuses an unknown vendor, category or resource', async () => {
    const { office } = await tokens();
    const answer = await save(office, itemRequest({ vendorIdentifier: 'nope', categoryIdentifier: 'nope', inventoryLevels: [{ context: null, quantity: 2, resourceIdentifier: 'nope', cud: 'Create' }] }));
    expect(answer).toEqual({ status: 400, body: [pricebookMessages.unknownVendor, pricebookMessages.unknownCategory, pricebookMessages.unknownResource] });
  });

  it('answers 404 for an unknown item and 409 for a stale version, saving nothing', async () => {
    const { office } = await tokens();
    const item = await saved(office, itemRequest());
    expect((await save(office, itemRequest({ context: 'missing', version: 1 }), true)).status).toBe(404);
    await saved(office, itemRequest({ context: item.context, version: item.version, name: 'First edit' }), true);
    const stale = await post('PricebookItem/Update', itemRequest({ context: item.context, version: item.version, name: 'Second edit' }), office);
    expect({ status: stale.status, text: await stale.text() }).toEqual({ status: 409, text: pricebookTexts.conflict('item') });
    expect((await getItem(office, item.context)).name).toBe('First edit');
  });
});

describe('PricebookItem quantity rows', () => {
  it('creates, updates and deletes rows; the item answers its stock, low stock and levels by resource', async () => {
    const { office } = await tokens();
    const created = await saved(
      office,
      itemRequest({
        reorderQuantity: 10,
        inventoryLevels: [
          { context: null, quantity: 5, resourceIdentifier: warehouse(), cud: 'Create' },
          { context: null, quantity: 3, resourceIdentifier: truck1(), cud: 'Create' },
        ],
      }),
    );
    expect(created.inventoryLevels.map((level) => [level.resource.name, level.quantity, level.hasReconciliation])).toEqual([
      ['Main Warehouse', 5, false],
      ['Truck 1 \u2013 Theo', 3, false],
    ]);
    expect({ onHand: created.calculatedQuantity, low: created.lowStock }).toEqual({ onHand: 8, low: true });
    const [warehouseRow, truckRow] = created.inventoryLevels;
    const updated = await saved(
      office,
      itemRequest({
        context: created.context,
        version: created.version,
        reorderQuantity: 10,
        inventoryLevels: [
          { context: warehouseRow!.context, quantity: 40, resourceIdentifier: warehouse(), cud: 'Update' },
          { context: truckRow!.context, quantity: 3, resourceIdentifier: truck1(), cud: 'Delete' },
        ],
      }),
      true,
    );
    expect(updated.inventoryLevels.map((level) => [level.context, level.quantity])).toEqual([[warehouseRow!.context, 40]]);
    expect({ onHand: updated.calculatedQuantity, low: updated.lowStock }).toEqual({ onHand: 40, low: false });
  });

  it('refuses a second row on one resource, and quantities outside 1 to 99999 on new or changed rows', async () => {
    const { office } = await tokens();
    const twice = itemRequest({
      inventoryLevels: [
        { context: null, quantity: 1, resourceIdentifier: warehouse(), cud: 'Create' },
        { context: null, quantity: 2, resourceIdentifier: warehouse(), cud: 'Create' },
      ],
    });
    expect(await save(office, twice)).toEqual({ status: 400, body: [pricebookMessages.duplicateResource] });
    for (const quantity of [0, 100_000, 2.5]) {
      const answer = await save(office, itemRequest({ inventoryLevels: [{ context: null, quantity, resourceIdentifier: warehouse(), cud: 'Create' }] }));
      expect(answer, String(quantity)).toEqual({ status: 400, body: [pricebookMessages.quantityInvalid] });
    }
  });

  it('keeps a level that stock was reconciled from: it cannot be deleted or moved, but its quantity can change', async () => {
    const { office } = await tokens();
    const db = getDb();
    const entry = db.reconciliations.all()[0]!;
    const level = db.inventoryLevels.get(entry.levelContext)!;
    const item = await getItem(office, level.itemContext);
    expect(item.inventoryLevels.find((row) => row.context === level.context)?.hasReconciliation).toBe(true);
    const rows = (change: { cud: 'Update' | 'Delete'; quantity: number; resourceIdentifier: string }) =>
      item.inventoryLevels.map((row) => (row.context === level.context ? { context: row.context, ...change } : { context: row.context, quantity: row.quantity, resourceIdentifier: row.resource.context, cud: 'None' as const }));
    const body = (inventoryLevels: ReturnType<typeof rows>) => ({ ...itemRequest(), ...storedFields(item), context: item.context, version: item.version, inventoryLevels });
    expect(await save(office, body(rows({ cud: 'Delete', quantity: level.quantity, resourceIdentifier: level.resourceContext })), true)).toEqual({ status: 400, body: [inventoryTexts.reconciledLevelDelete] });
    const other = [truck1(), warehouse(), resourceNamed('Truck 2')].find((context) => !item.inventoryLevels.some((row) => row.resource.context === context))!;
    if (other) expect(await save(office, body(rows({ cud: 'Update', quantity: 9, resourceIdentifier: other })), true)).toEqual({ status: 400, body: [inventoryTexts.reconciledLevelResource] });
    const changed = await saved(office, body(rows({ cud: 'Update', quantity: 9, resourceIdentifier: level.resourceContext })), true);
    expect(changed.inventoryLevels.find((row) => row.context === level.context)?.quantity).toBe(9);
  });
});

/** The fields of a loaded item its save request repeats. */
function storedFields(item: ReturnType<typeof pricebookItemSchema.parse>) {
  const { name, description, itemType, cost, markup, price, modelNumber, partNumber, nonTaxable, reorderQuantity, active } = item;
  return { name, description, itemType, cost, markup, price, modelNumber, partNumber, nonTaxable, reorderQuantity, active, vendorIdentifier: item.vendorIdentifier, categoryIdentifier: item.categoryIdentifier };
}

describe('PricebookItem images', () => {
  it('stores an uploaded image under a new guid, replaces it, removes it, and serves it from GetImage', async () => {
    const { office, tech } = await tokens();
    const upload = pngUpload();
    const created = await saved(office, itemRequest({ image: upload }));
    expect(created.imageGuid).not.toBeNull();
    const served = await get(`PricebookItem/GetImage/${created.imageGuid}`, tech);
    expect({ status: served.status, type: served.headers.get('Content-Type'), base64: await answeredBase64(served) }).toEqual({ status: 200, type: 'image/png', base64: upload.base64 });

    const replaced = await saved(office, itemRequest({ context: created.context, version: created.version, image: pngUpload('other.png') }), true);
    expect(replaced.imageGuid).not.toBe(created.imageGuid);
    expect((await get(`PricebookItem/GetImage/${created.imageGuid}`, office)).status).toBe(404);
    const kept = await saved(office, itemRequest({ context: created.context, version: replaced.version }), true);
    expect(kept.imageGuid).toBe(replaced.imageGuid);
    const removed = await saved(office, itemRequest({ context: created.context, version: kept.version, removeImage: true }), true);
    expect(removed.imageGuid).toBeNull();
    expect((await get(`PricebookItem/GetImage/${replaced.imageGuid}`, office)).status).toBe(404);
  });

  it('refuses other file types', async () => {
    const { office } = await tokens();
    expect(await save(office, itemRequest({ image: { ...pngUpload('part.gif'), contentType: 'image/gif' } }))).toEqual({ status: 400, body: [pricebookMessages.imageType] });
  });
});

describe('PricebookItem Delete, UpdateName, BatchUpdate, BatchDelete', () => {
  it('refuses to delete an item of a bundle (422 naming the bundles); another goes with its stock and favorites', async () => {
    const { admin } = await tokens();
    const capacitor = storedItem('Dual run capacitor 45/5 MFD');
    const refused = await remove(query('PricebookItem/Delete', { context: capacitor.context }), admin);
    expect({ status: refused.status, text: await refused.text() }).toEqual({ status: 422, text: pricebookMessages.itemInBundle('Capacitor replacement, flat rate') });
    const db = getDb();
    const free = db.pricebookItems.all().find((item) => db.pricebookBundles.count('item', item.context) === 0 && db.inventoryLevels.count('item', item.context) > 0)!;
    db.pricebookFavorites.insert({ context: 'favorite-of-free', userId: db.users.all()[0]!.id, entityType: 'Item', targetContext: free.context, dateCreated: '' });
    expect((await remove(query('PricebookItem/Delete', { context: free.context }), admin)).status).toBe(200);
    expect((await get(query('PricebookItem/GetByContext', { context: free.context }), admin)).status).toBe(404);
    expect({ levels: db.inventoryLevels.count('item', free.context), favorite: db.pricebookFavorites.has('favorite-of-free') }).toEqual({ levels: 0, favorite: false });
  });

  it('renames an item (a blank name is refused)', async () => {
    const { office } = await tokens();
    const item = storedItem('Fan blade 22 in.');
    expect((await post('PricebookItem/UpdateName', { context: item.context, name: '  Condenser fan blade 22 in. ' }, office)).status).toBe(200);
    expect(await getItem(office, item.context)).toMatchObject({ name: 'Condenser fan blade 22 in.', version: item.version + 1 });
    const blank = await post('PricebookItem/UpdateName', { context: item.context, name: ' ' }, office);
    expect({ status: blank.status, body: await blank.json() }).toEqual({ status: 400, body: [pricebookMessages.nameRequired] });
  });

  it('moves the selected items into a category, and says so in the spec words without one', async () => {
    const { office } = await tokens();
    const contextList = [storedItem('Drive belt A-48').context, storedItem('Toilet flapper 2 in.').context];
    for (const category of [undefined, null, '']) {
      const answer = await post('PricebookItem/BatchUpdate', { contextList, category }, office);
      expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 400, body: ['Category Selection - Please select a category to assign to the selected pricebook items.'] });
    }
    const labor = storedCategory('Labor').context;
    expect((await post('PricebookItem/BatchUpdate', { contextList: [...contextList, 'missing'], category: labor }, office)).status).toBe(404);
    expect((await post('PricebookItem/BatchUpdate', { contextList, category: labor }, office)).status).toBe(200);
    for (const context of contextList) expect((await getItem(office, context)).categoryDisplayName).toBe('Labor');
  });

  it('deletes the selected items all together, or none when one is in a bundle', async () => {
    const { admin } = await tokens();
    const free = [storedItem('Toto Drake two-piece toilet').context, storedItem('Travel time').context];
    const withBundled = [...free, storedItem('Seismic strap kit').context];
    const refused = await post('PricebookItem/BatchDelete', { contextList: withBundled }, admin);
    expect({ status: refused.status, text: await refused.text() }).toEqual({ status: 422, text: pricebookMessages.itemInBundle('Water heater install kit') });
    expect(free.every((context) => getDb().pricebookItems.has(context))).toBe(true);
    expect((await post('PricebookItem/BatchDelete', { contextList: free }, admin)).status).toBe(200);
    expect(free.some((context) => getDb().pricebookItems.has(context))).toBe(false);
  });
});

describe('PricebookItem/GetExportList and permissions', () => {
  it('exports every active item by category path, then name', async () => {
    const { office } = await tokens();
    const rows = pricebookExportRowSchema.array().parse(await (await get('PricebookItem/GetExportList', office)).json());
    expect(rows).toHaveLength(getDb().pricebookItems.all().filter((item) => item.active).length);
    const keys = rows.map((row) => `${row.categoryPath}\u0000${row.name}`);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
    expect(rows.find((row) => row.name === 'Carrier 96% AFUE 80k BTU gas furnace')).toMatchObject({ categoryPath: 'Heating > Furnaces > Gas Furnaces > High Efficiency (95%+)', vendorName: 'Harbor Equipment Distributors' });
  });

  it('lets a technician read the catalog for a job, without costs, but not change it', async () => {
    const { tech, office } = await tokens();
    const item = storedItem('Diagnostic service call');
    expect(await getItem(tech, item.context)).toMatchObject({ cost: null, markup: null, price: item.price });
    expect(await getItem(office, item.context)).toMatchObject({ cost: item.cost, price: item.price });
    expect((await get('PricebookCategory/GetList', tech)).status).toBe(200);
    for (const [path, body] of [
      ['PricebookItem/Create', itemRequest()],
      ['PricebookItem/UpdateName', { context: item.context, name: 'x' }],
      ['PricebookItem/BatchDelete', { contextList: [item.context] }],
    ] as const) {
      const answer = await post(path, body, tech);
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
    }
    expect((await remove(query('PricebookItem/Delete', { context: item.context }), tech)).status).toBe(403);
    expect((await get('PricebookItem/GetExportList', tech)).status).toBe(403);
  });
});
