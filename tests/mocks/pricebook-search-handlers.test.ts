// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { pricebookSearchRequest } from '../../src/lib/schemas/pricebook-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb, resetDb } from '../../mocks/db/store';
import { tokens } from './job-fixtures';
import { post, signIn, useMockServer } from './mock-api';
import { searchPricebook, storedCategory, storedItem } from './pricebook-fixtures';

useMockServer();

const sortedByName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }));

describe('PricebookItemSearch/Search', () => {
  it('lists the active items by name, pages from 0, and counts the active items', async () => {
    const { office } = await tokens();
    const items = getDb().pricebookItems.all();
    const active = items.filter((item) => item.active).length;
    const all = await searchPricebook(office, 'Item');
    expect({ total: all.totalCount, found: all.searchResultCount, rows: all.results.length }).toEqual({ total: active, found: active, rows: active });
    expect(all.results.map((item) => item.name)).toEqual(sortedByName(all.results.map((item) => item.name)));
    const second = await searchPricebook(office, 'Item', { pageSize: 25, pageNumber: 1 });
    expect(second.results.map((item) => item.context)).toEqual(all.results.slice(25, 50).map((item) => item.context));
    const inactive = await searchPricebook(office, 'Item', { active: false });
    expect(inactive.results.map((item) => item.name)).toContain('R-22 reclaimed refrigerant (per lb)');
    expect(inactive.totalCount).toBe(active);
  });

  it('finds a term (trimmed, any case, even two letters) in name, description, model and part numbers', async () => {
    const { office } = await tokens();
    const names = async (searchTerm: string) => (await searchPricebook(office, 'Item', { searchTerm })).results.map((item) => item.name);
    expect(await names('  CAPACITOR ')).toEqual(expect.arrayContaining(['Dual run capacitor 45/5 MFD', 'Single run capacitor 5 MFD']));
    expect(await names('59tp6a040')).toEqual(['Carrier 59TP6 96% AFUE gas furnace 40k BTU']);
    const part = storedItem('Flame sensor rod universal').partNumber;
    expect(part).not.toBe('');
    expect(await names(part.toLowerCase())).toEqual(['Flame sensor rod universal']);
    expect(await names('Phased out')).toEqual([]);
    expect((await names('hp')).length).toBeGreaterThan(5);
  });

  it('filters by a category and everything below it, by vendor and by type', async () => {
    const { office } = await tokens();
    const heating = await searchPricebook(office, 'Item', { categoryIdentifier: storedCategory('Heating').context });
    expect(heating.results.map((item) => item.name)).toContain('Carrier 96% AFUE 80k BTU gas furnace');
    expect(heating.results.every((item) => item.categoryDisplayName?.startsWith('Heating'))).toBe(true);
    const gasFurnaces = await searchPricebook(office, 'Item', { categoryIdentifier: storedCategory('Gas Furnaces').context });
    expect(gasFurnaces.results.every((item) => item.categoryDisplayName?.startsWith('Heating > Furnaces > Gas Furnaces'))).toBe(true);
    expect(gasFurnaces.searchResultCount).toBeLessThan(heating.searchResultCount);

    const vendor = getDb()
      .pricebookVendors.all()
      .find((candidate) => candidate.name === 'Rose City HVAC Supply')!;
    const fromVendor = await searchPricebook(office, 'Item', { vendorIdentifier: vendor.context });
    expect(fromVendor.results.length).toBeGreaterThan(5);
    expect(new Set(fromVendor.results.map((item) => item.vendorName))).toEqual(new Set(['Rose City HVAC Supply']));

    const labor = await searchPricebook(office, 'Item', { itemType: 'Labor', pageSize: 200 });
    expect(labor.results.map((item) => item.itemType)).toEqual(labor.results.map(() => 'Labor'));
    expect(labor.results.map((item) => item.name)).toContain('Installation labor');
  });

  it("lists only the caller's favorites, with their favorite contexts", async () => {
    const { office, admin, tech } = await tokens();
    const adminItems = await searchPricebook(admin, 'Item', { favorites: true });
    expect(adminItems.results.map((item) => item.name)).toEqual(['Diagnostic service call', 'Dual run capacitor 45/5 MFD']);
    expect(adminItems.results.every((item) => item.favoriteIdentifier !== null)).toBe(true);
    const officeItems = await searchPricebook(office, 'Item', { favorites: true });
    expect(officeItems.results.map((item) => item.name)).toEqual(['Diagnostic service call', 'Water heater flush']);
    expect(officeItems.results[0]!.favoriteIdentifier).not.toBe(adminItems.results[0]!.favoriteIdentifier);
    expect((await searchPricebook(tech, 'Item', { favorites: true })).results).toEqual([]);
    expect((await searchPricebook(admin, 'Vendor', { favorites: true })).results.map((vendor) => vendor.name)).toEqual(['Rose City HVAC Supply']);
    expect((await searchPricebook(office, 'Category', { favorites: true })).results.map((category) => category.displayName)).toEqual(['Plumbing > Water Heaters']);
  });

  it('answers stock and low stock on each row', async () => {
    const { office } = await tokens();
    const { results } = await searchPricebook(office, 'Item');
    const db = getDb();
    for (const row of results.slice(0, 60)) {
      const onHand = db.inventoryLevels.where('item', row.context).reduce((sum, level) => sum + level.quantity, 0);
      expect({ onHand: row.calculatedQuantity, low: row.lowStock }).toEqual({ onHand, low: (row.reorderQuantity ?? 0) > 0 && onHand <= row.reorderQuantity! });
    }
    expect(results.some((row) => row.lowStock)).toBe(true);
  });
});

describe('PricebookBundleSearch/Search, PricebookCategorySearch/Search, PricebookVendorSearch/Search', () => {
  it('finds bundles by name or description and by their own category, with their items and total', async () => {
    const { office } = await tokens();
    const all = await searchPricebook(office, 'Bundle');
    expect({ total: all.totalCount, found: all.searchResultCount }).toEqual({ total: 19, found: 19 });
    const tuneUps = await searchPricebook(office, 'Bundle', { searchTerm: 'tune-up' });
    expect(tuneUps.results.map((bundle) => bundle.name)).toEqual(['AC tune-up, flat rate', 'Furnace tune-up, flat rate']);
    expect(tuneUps.results[1]!.items.map((entry) => entry.pricebookItem.name)).toContain('MERV 11 pleated filter 16x25x1');
    const plans = await searchPricebook(office, 'Bundle', { categoryIdentifier: storedCategory('Residential Plans').context });
    expect(plans.results.map((bundle) => bundle.name)).toEqual(['AC tune-up, flat rate', 'Furnace tune-up, flat rate']);
    expect((await searchPricebook(office, 'Bundle', { categoryIdentifier: storedCategory('Maintenance Plans').context })).results).toEqual([]);
  });

  it('lists categories by path (ALL), or the children of a parent (CHILDREN, null for the top level), and finds a term in the path', async () => {
    const { office } = await tokens();
    const all = await searchPricebook(office, 'Category');
    const paths = all.results.map((category) => category.displayName);
    expect(paths).toEqual(sortedByName(paths));
    expect(all.totalCount).toBe(getDb().pricebookCategories.size);
    const top = await searchPricebook(office, 'Category', { viewAs: 'CHILDREN', parentCategoryIdentifier: null });
    expect(top.results.map((category) => category.name)).toEqual([
      'Cooling',
      'Electrical',
      'Heating',
      'Indoor Air Quality',
      'Labor',
      'Maintenance Plans',
      'Plumbing',
      'Service Calls',
    ]);
    const heating = top.results.find((category) => category.name === 'Heating')!;
    expect(heating.childCount).toBe(4);
    const children = await searchPricebook(office, 'Category', { viewAs: 'CHILDREN', parentCategoryIdentifier: heating.context });
    expect(children.results.map((category) => [category.name, category.pathIdentifiers.length])).toEqual([
      ['Boilers', 2],
      ['Furnaces', 2],
      ['Heating Parts', 2],
      ['Thermostats & Zoning', 2],
    ]);
    const furnaces = await searchPricebook(office, 'Category', { searchTerm: 'furnaces' });
    expect(furnaces.results.map((category) => category.displayName)).toContain('Heating > Furnaces > Gas Furnaces > High Efficiency (95%+)');
  });

  it('finds vendors by name', async () => {
    const { office } = await tokens();
    const vendors = await searchPricebook(office, 'Vendor', { searchTerm: 'supply' });
    expect(vendors.results.map((vendor) => vendor.name)).toEqual(['Cascade Plumbing Supply', 'Rose City HVAC Supply', 'Summit Controls Supply']);
    expect(vendors.totalCount).toBe(10);
  });

  it('is for the pricebook readers and the job editors only', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    expect((await searchPricebook(accessToken, 'Category')).results.length).toBeGreaterThan(10);
    const db = getDb();
    const tech = db.users.all().find((user) => user.username === seededUsernames.tech)!;
    db.users.put({ ...tech, permissions: tech.permissions.filter((code) => code !== 'JOB_U') });
    const refused = await post('PricebookItemSearch/Search', pricebookSearchRequest(), accessToken);
    expect({ status: refused.status, text: await refused.text() }).toEqual({ status: 403, text: 'Forbidden: requires PB_R or JOB_C or JOB_U' });
  });
});

describe('searching the large seed', () => {
  // The files after this one (in the same worker) start from the demo company again.
  afterEach(() => {
    resetDb('small');
  });

  it('answers a search over 5,000 items in a few milliseconds', async () => {
    resetDb('large');
    const { accessToken } = await signIn(seededUsernames.office);
    await searchPricebook(accessToken, 'Item', { searchTerm: 'valve' });
    const started = performance.now();
    const rounds = 10;
    for (let round = 0; round < rounds; round += 1) {
      const answer = await searchPricebook(accessToken, 'Item', { searchTerm: round % 2 ? 'carrier' : 'P-0', pageSize: 25 });
      expect(answer.searchResultCount).toBeGreaterThan(100);
    }
    // A few ms each on a quiet machine (the sorted list is cached); the bound leaves room for a loaded CI runner.
    expect((performance.now() - started) / rounds).toBeLessThan(150);
  });
});
