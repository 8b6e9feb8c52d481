// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pricebookMessages, type PricebookBundleSaveRequest, type PricebookCategorySaveRequest } from '../../src/lib/schemas/pricebook-request-schemas';
import { favoriteCreatedSchema, pricebookBundleSchema, pricebookCategorySchema, pricebookOptionListSchema, pricebookVendorSchema } from '../../src/lib/schemas/pricebook-schemas';
import { userPreferenceDetailSchema } from '../../src/lib/schemas/settings-schemas';
import { getDb } from '../../mocks/db/store';
import { FAVORITE_NOT_FOUND_TEXT } from '../../mocks/handlers/pricebook-favorite-handlers';
import { pricebookTexts } from '../../mocks/handlers/pricebook-records';
import { query, remove, tokens } from './job-fixtures';
import { get, post, useMockServer } from './mock-api';
import { answeredBase64, getItem, itemRequest, newRecordFields, pngUpload, searchPricebook, storedCategory, storedItem } from './pricebook-fixtures';

useMockServer();

function bundleRequest(fields: Partial<PricebookBundleSaveRequest> = {}): PricebookBundleSaveRequest {
  return {
    ...newRecordFields,
    name: 'Hose bib replacement kit',
    description: '',
    pricingDisplay: 'Item Pricing',
    categoryIdentifier: null,
    nonTaxable: false,
    items: [],
    ...fields,
  };
}

function categoryRequest(fields: Partial<PricebookCategorySaveRequest> = {}): PricebookCategorySaveRequest {
  return { ...newRecordFields, name: 'Geothermal', parentPricebookCategoryIdentifier: null, markup: null, ...fields };
}

async function answer(response: Promise<Response>) {
  const done = await response;
  const text = await done.text();
  return { status: done.status, body: text.startsWith('{') || text.startsWith('[') ? (JSON.parse(text) as unknown) : text };
}

describe('PricebookBundle', () => {
  it('stores a bundle and totals price × quantity to the cent with decimals', async () => {
    const { office } = await tokens();
    const cheap = (name: string, price: number) => post('PricebookItem/Create', itemRequest({ name, price }), office).then(async (response) => ((await response.json()) as { context: string }).context);
    const dime = await cheap('Washer', 0.1);
    const fifth = await cheap('O-ring', 0.2);
    const created = await answer(post('PricebookBundle/Create', bundleRequest({ items: [{ pricebookItemIdentifier: dime, quantity: 3 }, { pricebookItemIdentifier: fifth, quantity: 1 }], image: pngUpload() }), office));
    expect(created.status).toBe(200);
    const bundle = pricebookBundleSchema.parse(created.body);
    expect({ total: bundle.calculatedTotal, items: bundle.items.map((entry) => [entry.pricebookItem.name, entry.quantity]) }).toEqual({
      total: 0.5,
      items: [
        ['Washer', 3],
        ['O-ring', 1],
      ],
    });
    expect((await get(`PricebookBundle/GetImage/${bundle.imageGuid}`, office)).status).toBe(200);
    const stale = await answer(post('PricebookBundle/Update', bundleRequest({ context: bundle.context, version: 0, items: [{ pricebookItemIdentifier: dime, quantity: 1 }] }), office));
    expect(stale).toEqual({ status: 409, body: pricebookTexts.conflict('bundle') });
  });

  it('needs at least one item, known items and a known category', async () => {
    const { office } = await tokens();
    expect(await answer(post('PricebookBundle/Create', bundleRequest(), office))).toEqual({ status: 400, body: [pricebookMessages.bundleNeedsItems] });
    const unknown = bundleRequest({ categoryIdentifier: 'nope', items: [{ pricebookItemIdentifier: 'nope', quantity: 1 }] });
    expect(await answer(post('PricebookBundle/Create', unknown, office))).toEqual({ status: 400, body: [pricebookMessages.unknownCategory, pricebookMessages.unknownBundleItem] });
  });

  it('deletes a bundle, after which its items may go', async () => {
    const { admin } = await tokens();
    const bundle = getDb()
      .pricebookBundles.all()
      .find((candidate) => candidate.name === 'Capacitor replacement, flat rate')!;
    expect((await remove(query('PricebookBundle/Delete', { context: bundle.context }), admin)).status).toBe(200);
    expect((await remove(query('PricebookItem/Delete', { context: storedItem('Dual run capacitor 45/5 MFD').context }), admin)).status).toBe(200);
  });
});

describe('PricebookCategory', () => {
  it('places a category under a parent, shows its path, and refuses itself or a descendant as its parent', async () => {
    const { office } = await tokens();
    const heating = storedCategory('Heating');
    const created = pricebookCategorySchema.parse((await answer(post('PricebookCategory/Create', categoryRequest({ parentPricebookCategoryIdentifier: heating.context, markup: 30 }), office))).body);
    expect({ path: created.displayName, ids: created.pathIdentifiers, text: created.text }).toEqual({ path: 'Heating > Geothermal', ids: [heating.context, created.context], text: 'Geothermal' });
    const furnaces = storedCategory('Furnaces');
    for (const parent of [heating.context, storedCategory('Gas Furnaces').context]) {
      const body = categoryRequest({ context: heating.context, version: heating.version, name: 'Heating', parentPricebookCategoryIdentifier: parent });
      expect(await answer(post('PricebookCategory/Update', body, office))).toEqual({ status: 400, body: [pricebookMessages.invalidParent] });
    }
    const moved = await answer(post('PricebookCategory/Update', categoryRequest({ context: furnaces.context, version: furnaces.version, name: 'Furnaces', parentPricebookCategoryIdentifier: created.context }), office));
    expect(pricebookCategorySchema.parse(moved.body).displayName).toBe('Heating > Geothermal > Furnaces');
    expect((await getItem(office, storedItem('Carrier 96% AFUE 80k BTU gas furnace').context)).categoryDisplayName).toBe('Heating > Geothermal > Furnaces > Gas Furnaces > High Efficiency (95%+)');
  });

  it('offers as parents every active category but itself and its descendants, by path; GetList offers them all', async () => {
    const { tech } = await tokens();
    const furnaces = storedCategory('Furnaces');
    const parents = pricebookOptionListSchema.parse(await (await get(query('PricebookCategory/GetPossibleParents', { context: furnaces.context }), tech)).json());
    const names = parents.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
    expect(names).toContain('Heating');
    expect(names.filter((name) => name.startsWith('Heating > Furnaces'))).toEqual([]);
    const all = pricebookOptionListSchema.parse(await (await get('PricebookCategory/GetList', tech)).json());
    expect(all).toHaveLength(getDb().pricebookCategories.size);
    expect(all.find((option) => option.name === 'Cooling > Refrigeration Parts')?.markup).toBe(80);
    expect(pricebookOptionListSchema.parse(await (await get('PricebookCategory/GetPossibleParents', tech)).json())).toEqual(all);
  });

  it('leaves subcategories, items and bundles of a deleted category to its parent', async () => {
    const { admin } = await tokens();
    const tank = storedCategory('Tank');
    const waterHeaters = storedCategory('Water Heaters');
    expect((await remove(query('PricebookCategory/Delete', { context: storedCategory('Water Heater Parts').context }), admin)).status).toBe(200);
    expect((await remove(query('PricebookCategory/Delete', { context: waterHeaters.context }), admin)).status).toBe(200);
    const children = await searchPricebook(admin, 'Category', { viewAs: 'CHILDREN', parentCategoryIdentifier: storedCategory('Plumbing').context });
    expect(children.results.map((category) => category.name)).toEqual(expect.arrayContaining(['Tank', 'Tankless']));
    expect(children.results.find((category) => category.context === tank.context)?.displayName).toBe('Plumbing > Tank');
    expect((await getItem(admin, storedItem('Seismic strap kit').context)).categoryDisplayName).toBe('Plumbing');
    const kit = (await searchPricebook(admin, 'Bundle', { searchTerm: 'Water heater install kit' })).results.find((bundle) => bundle.name === 'Water heater install kit')!;
    expect(kit.categoryDisplayName).toBe('Plumbing');
    expect((await searchPricebook(admin, 'Category', { favorites: true })).results.map((category) => category.name)).toEqual(['Heating']);
  });
});

describe('PricebookVendor', () => {
  it('creates vendors, lists them by name, and leaves items without a deleted vendor', async () => {
    const { office, admin } = await tokens();
    const created = pricebookVendorSchema.parse((await answer(post('PricebookVendor/Create', { context: null, version: null, active: true, name: ' Alder Supply ', markup: 12.5 }, office))).body);
    expect(created).toMatchObject({ name: 'Alder Supply', markup: 12.5, version: 1, favoriteIdentifier: null });
    const list = pricebookOptionListSchema.parse(await (await get('PricebookVendor/GetList', office)).json());
    expect(list[0]).toEqual({ context: created.context, name: 'Alder Supply', markup: 12.5 });
    expect(list).toHaveLength(11);
    const item = storedItem('Expansion tank, 2 gal.');
    expect((await remove(query('PricebookVendor/Delete', { context: item.vendorContext! }), admin)).status).toBe(200);
    expect((await getItem(office, item.context)).vendorIdentifier).toBeNull();
  });
});

describe('PricebookFavorite', () => {
  it("adds a favorite of the caller once, finds it on the record, and deletes only the caller's own", async () => {
    const { office, tech, admin } = await tokens();
    const item = storedItem('Hot surface igniter silicon nitride 120V');
    const first = favoriteCreatedSchema.parse((await answer(post('PricebookFavorite/Create', { itemIdentifier: item.context }, tech))).body);
    const again = favoriteCreatedSchema.parse((await answer(post('PricebookFavorite/Create', { itemIdentifier: item.context }, tech))).body);
    expect(again.context).toBe(first.context);
    expect((await getItem(tech, item.context)).favoriteIdentifier).toBe(first.context);
    expect((await getItem(office, item.context)).favoriteIdentifier).toBeNull();
    expect(await answer(remove(query('PricebookFavorite/Delete', { context: first.context }), admin))).toEqual({ status: 404, body: { message: FAVORITE_NOT_FOUND_TEXT } });
    expect((await remove(query('PricebookFavorite/Delete', { context: first.context }), tech)).status).toBe(200);
    expect((await getItem(tech, item.context)).favoriteIdentifier).toBeNull();
  });

  it('names exactly one existing entry', async () => {
    const { office } = await tokens();
    const two = { itemIdentifier: storedItem('Travel time').context, vendorIdentifier: getDb().pricebookVendors.all()[0]!.context };
    expect(await answer(post('PricebookFavorite/Create', two, office))).toEqual({ status: 400, body: [pricebookMessages.favoriteTarget] });
    expect((await answer(post('PricebookFavorite/Create', { bundleIdentifier: 'missing' }, office))).status).toBe(404);
    const category = favoriteCreatedSchema.parse((await answer(post('PricebookFavorite/Create', { categoryIdentifier: storedCategory('Labor').context }, office))).body);
    expect((await searchPricebook(office, 'Category', { favorites: true })).results.find((row) => row.name === 'Labor')?.favoriteIdentifier).toBe(category.context);
  });
});

describe('GetImage, Resource/GetPicklist and the list/grid preferences', () => {
  it('serves the seeded images of categories and answers 404 for an unknown guid', async () => {
    const { tech } = await tokens();
    const heating = storedCategory('Heating');
    const image = getDb().pricebookImages.get(heating.imageGuid)!;
    const served = await get(`PricebookCategory/GetImage/${heating.imageGuid}`, tech);
    expect({ status: served.status, type: served.headers.get('Content-Type'), base64: await answeredBase64(served) }).toEqual({ status: 200, type: 'image/png', base64: image.base64 });
    expect(await answer(get('PricebookItem/GetImage/unknown-guid', tech))).toEqual({ status: 404, body: { message: pricebookTexts.imageNotFound } });
    expect((await get(`PricebookCategory/GetImage/${heating.imageGuid}`)).status).toBe(401);
  });

  it('lists the active resources by name', async () => {
    const { tech } = await tokens();
    const picklist = (await (await get('Resource/GetPicklist', tech)).json()) as { context: string; name: string }[];
    const names = picklist.map((resource) => resource.name);
    expect(names).toEqual(expect.arrayContaining(['Main Warehouse', 'Truck 1 \u2013 Theo', 'Truck 2']));
    expect(names).not.toContain('Truck 3 (retired)');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  });

  it('keeps List or Grid for each pricebook section, List by default', async () => {
    const { tech } = await tokens();
    const values = async () => {
      const details = userPreferenceDetailSchema.array().parse(await (await get('UserPreference/GetAll', tech)).json());
      return Object.fromEntries(details.filter((detail) => detail.key.startsWith('PB_VIEW_')).map((detail) => [detail.key, detail.value]));
    };
    expect(await values()).toEqual({ PB_VIEW_BUNDLE: 'List', PB_VIEW_CATEGORY: 'List', PB_VIEW_ITEM: 'List', PB_VIEW_VENDOR: 'List' });
    expect((await get(query('UserPreference/Update', { key: 'PB_VIEW_ITEM', value: 'Grid' }), tech)).status).toBe(200);
    expect((await get(query('UserPreference/Update', { key: 'PB_VIEW_ITEM', value: 'Tiles' }), tech)).status).toBe(400);
    expect((await values()).PB_VIEW_ITEM).toBe('Grid');
  });
});
