import { describe, expect, it } from 'vitest';
import { cartCount, cartEntryName, cartEntryPrice, cartEntryTotal, cartQuantity, cartTotal, overrideCartItem, setCartQuantity, type Cart } from '@/features/pricebook/model/catalog-cart';
import { breadcrumb, catalogListRequest, changeCatalogQuery, drillInto, drilldownRequest, initialCatalogState, subcategoryRequest } from '@/features/pricebook/model/catalog-state';
import { itemOverrideFormSchema, itemOverrideValues, overrideFromForm } from '@/features/pricebook/model/item-override-form';
import { pricebookMessages } from '@/lib/schemas/pricebook-request-schemas';
import { catalogBundle, catalogItem } from '../catalog-fixtures';

describe('the job cart (spec 3 §4 "Quantity selector")', () => {
  const filter = catalogItem('filter', { name: 'Furnace filter', price: 12.35 });
  const tuneUp = catalogBundle('tune', 'Flat Rate Pricing', [[filter, 1]], { calculatedTotal: 189.99 });

  it('adds an entry at its first quantity, changes it in place, and takes it out at 0', () => {
    let cart: Cart = [];
    cart = setCartQuantity(cart, { kind: 'Item', item: filter }, 1);
    cart = setCartQuantity(cart, { kind: 'Bundle', bundle: tuneUp }, 2);
    cart = setCartQuantity(cart, { kind: 'Item', item: filter }, 3);
    expect(cart.map((entry) => [entry.kind, entry.quantity])).toEqual([
      ['Item', 3],
      ['Bundle', 2],
    ]);
    expect(cartQuantity(cart, 'Item', 'filter')).toBe(3);
    expect(cartCount(cart)).toBe(2);
    cart = setCartQuantity(cart, { kind: 'Item', item: filter }, 0);
    expect(cart.map((entry) => entry.kind)).toEqual(['Bundle']);
    expect(cartQuantity(cart, 'Item', 'filter')).toBe(0);
  });

  it('never holds a negative or fractional quantity', () => {
    expect(setCartQuantity([], { kind: 'Item', item: filter }, -2)).toEqual([]);
    expect(setCartQuantity([], { kind: 'Item', item: filter }, 2.7)[0]?.quantity).toBe(2);
  });

  it('totals entries exactly and rounds only the figures shown', () => {
    const cart = setCartQuantity(setCartQuantity([], { kind: 'Item', item: filter }, 3), { kind: 'Bundle', bundle: tuneUp }, 1);
    expect(cartEntryTotal(cart[0]!)).toBe(37.05);
    expect(cartTotal(cart)).toBe(227.04);
  });

  it('uses an item override for the name and price of its line', () => {
    const cart = overrideCartItem(setCartQuantity([], { kind: 'Item', item: filter }, 2), 'filter', { name: 'Filter (customer supplied)', description: '', cost: null, markup: null, price: 0 });
    expect(cartEntryName(cart[0]!)).toBe('Filter (customer supplied)');
    expect(cartEntryPrice(cart[0]!)).toBe(0);
    expect(cartTotal(cart)).toBe(0);
  });
});

describe('the Pricebook Item Override form (spec 3 §5)', () => {
  const item = catalogItem('coil', { name: 'Evaporator coil', cost: 80, markup: 25, price: 100 });

  it('starts from the item and requires a name and a price', () => {
    const values = itemOverrideValues(item, null);
    expect(values).toMatchObject({ name: 'Evaporator coil', cost: '80.00', markup: '25', price: '100.00' });
    const result = itemOverrideFormSchema.safeParse({ ...values, name: ' ', price: '' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining([pricebookMessages.nameRequired, pricebookMessages.priceRequired]));
  });

  it('answers the override with numbers, blank cost and markup as none', () => {
    expect(overrideFromForm({ name: ' Coil ', description: 'x', cost: '', markup: '', price: '95.5' })).toEqual({ name: 'Coil', description: 'x', cost: null, markup: null, price: 95.5 });
  });
});

describe('the catalog state per kind (spec 3 §4 "Catalog")', () => {
  it('keeps each kind its own search and page, and goes back to the first page on a new filter', () => {
    let state = changeCatalogQuery(initialCatalogState, 'Item', { searchTerm: 'filter' });
    state = changeCatalogQuery(state, 'Item', { pageNumber: 2 });
    state = changeCatalogQuery(state, 'Bundle', { favorites: true });
    expect(state.Item).toMatchObject({ searchTerm: 'filter', pageNumber: 2 });
    expect(state.Bundle).toMatchObject({ searchTerm: '', favorites: true });
    state = changeCatalogQuery(state, 'Item', { vendor: 'v1' });
    expect(state.Item.pageNumber).toBe(0);
  });

  it('asks for 14 a page, items with their category and vendor', () => {
    const query = { ...initialCatalogState.Item, searchTerm: ' coil ', category: 'c1', vendor: 'v1', pageNumber: 1 };
    expect(catalogListRequest('Item', query)).toMatchObject({ searchTerm: 'coil', categoryIdentifier: 'c1', vendorIdentifier: 'v1', pageSize: 14, pageNumber: 1, active: true });
    expect(catalogListRequest('Bundle', query)).toMatchObject({ categoryIdentifier: null, vendorIdentifier: null });
  });

  it('drills into categories with a breadcrumb of at most 4 levels from All', () => {
    let query = initialCatalogState.Category;
    expect(subcategoryRequest(query)).toMatchObject({ viewAs: 'CHILDREN', parentCategoryIdentifier: null });
    expect(drilldownRequest(query)).toBeNull();
    for (const name of ['Heating', 'Furnaces', 'Gas Furnaces', '96% AFUE']) query = { ...query, ...drillInto(query, { context: name.toLowerCase(), name }) };
    expect(subcategoryRequest(query).parentCategoryIdentifier).toBe('96% afue');
    expect(drilldownRequest(query)).toMatchObject({ categoryIdentifier: '96% afue', pageSize: 1000 });
    expect(breadcrumb(query.path).map((crumb) => crumb.name)).toEqual(['All', 'Furnaces', 'Gas Furnaces', '96% AFUE']);
    expect(breadcrumb(query.path.slice(0, 2)).map((crumb) => [crumb.name, crumb.depth])).toEqual([
      ['All', 0],
      ['Heating', 1],
      ['Furnaces', 2],
    ]);
  });
});
