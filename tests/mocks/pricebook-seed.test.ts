// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markupPrice, toCentsNumber } from '../../src/lib/job-calculations';
import { createStore } from '../../mocks/db/mock-store';
import { createSeed } from '../../mocks/db/seed';
import { categoryTree, isLowStock, quantityOnHand } from '../../mocks/handlers/pricebook-views';

describe('the pricebook of the demo company', () => {
  const seed = createSeed(new Date('2026-03-02T15:00:00Z'));
  const db = createStore(seed);
  const tree = categoryTree(db);

  it('holds about 300 items of the three types, in a category tree three to four levels deep', () => {
    expect(seed.pricebookItems.length).toBeGreaterThanOrEqual(280);
    expect(seed.pricebookItems.length).toBeLessThanOrEqual(330);
    const byType = (type: string) => seed.pricebookItems.filter((item) => item.itemType === type).length;
    expect(byType('Item')).toBeGreaterThan(200);
    expect(byType('Service')).toBeGreaterThan(30);
    expect(byType('Labor')).toBeGreaterThanOrEqual(8);
    const depths = [...tree.nodes.values()].map((node) => node.pathIds.length);
    expect(Math.max(...depths)).toBe(4);
    expect(depths.filter((depth) => depth === 1).length).toBeGreaterThanOrEqual(6);
    expect(tree.nodes.get(seed.pricebookItems.find((item) => item.name === 'Carrier 96% AFUE 80k BTU gas furnace')!.categoryContext!)?.displayName).toBe(
      'Heating > Furnaces > Gas Furnaces > High Efficiency (95%+)',
    );
    expect(new Set(seed.pricebookItems.map((item) => item.name)).size).toBe(seed.pricebookItems.length);
  });

  it('files every item in a category; parts have a pricebook vendor, services and labor none', () => {
    const vendors = new Set(seed.pricebookVendors.map((vendor) => vendor.context));
    expect(seed.pricebookVendors).toHaveLength(10);
    expect(seed.pricebookVendors.filter((vendor) => vendor.markup !== null).length).toBeGreaterThan(3);
    for (const item of seed.pricebookItems) {
      expect(tree.nodes.has(item.categoryContext ?? ''), item.name).toBe(true);
      if (item.itemType === 'Item') expect(vendors.has(item.vendorContext ?? ''), item.name).toBe(true);
      else expect({ vendor: item.vendorContext, model: item.modelNumber, part: item.partNumber }).toEqual({ vendor: null, model: '', part: '' });
    }
  });

  it('prices parts from cost and markup to the cent', () => {
    for (const item of seed.pricebookItems.filter((candidate) => candidate.markup !== null)) {
      const rule = markupPrice(item.cost, item.markup);
      expect(rule.kind === 'computed' && toCentsNumber(rule.price), item.name).toBe(item.price);
    }
  });

  it('keeps the item of every job line, with its context, name and type', () => {
    for (const line of seed.jobDetails.filter((detail) => detail.pricebookItemContext !== null)) {
      const item = db.pricebookItems.get(line.pricebookItemContext);
      expect({ name: item?.name, type: item?.itemType }).toEqual({ name: line.name, type: line.jobDetailType });
    }
  });

  it('has 20 bundles of both pricing kinds whose items exist', () => {
    expect(seed.pricebookBundles).toHaveLength(20);
    expect(new Set(seed.pricebookBundles.map((bundle) => bundle.pricingDisplay))).toEqual(new Set(['Item Pricing', 'Flat Rate Pricing']));
    for (const bundle of seed.pricebookBundles) for (const entry of bundle.items) expect(db.pricebookItems.has(entry.itemContext), bundle.name).toBe(true);
  });

  it('stocks parts on two trucks and the warehouse, some at or below their reorder quantity', () => {
    expect(seed.resources.map((resource) => resource.name)).toEqual(expect.arrayContaining(['Main Warehouse', 'Truck 1 \u2013 Theo', 'Truck 2']));
    for (const resource of seed.resources) expect(db.picklists.get(resource.resourceTypeContext ?? '')?.kind).toBe('ResourceType');
    expect(new Set(seed.inventoryLevels.map((level) => level.resourceContext)).size).toBe(3);
    const low = seed.pricebookItems.filter((item) => isLowStock(item.reorderQuantity, quantityOnHand(db, item.context)));
    expect(low.length).toBeGreaterThan(5);
    expect(low.length).toBeLessThan(seed.pricebookItems.length / 4);
    expect(seed.inventoryLevels.every((level) => level.quantity >= 0 && Number.isInteger(level.quantity))).toBe(true);
  });

  it("reconciles a few completed jobs' Item lines, each within its quantity and taken off the level", () => {
    expect(seed.reconciliations.length).toBeGreaterThanOrEqual(3);
    for (const entry of seed.reconciliations) {
      const detail = db.jobDetails.get(entry.jobDetailContext)!;
      const level = db.inventoryLevels.get(entry.levelContext)!;
      expect(db.picklists.get(db.jobs.get(entry.jobContext)!.jobStatusContext)?.text).toBe('Complete');
      expect({ type: detail.jobDetailType, job: detail.jobContext, item: level.itemContext }).toEqual({ type: 'Item', job: entry.jobContext, item: detail.pricebookItemContext });
      expect(detail.quantityReconciled).toBe(db.reconciliations.where('detail', detail.context).reduce((sum, other) => sum + other.quantity, 0));
      expect(detail.quantityReconciled).toBeLessThanOrEqual(detail.priceDetail.quantity);
    }
  });

  it('has favorites of admin and office, a few images, and the list/grid preferences at List', () => {
    const users = new Set(seed.pricebookFavorites.map((favorite) => favorite.userId));
    expect(users.size).toBe(2);
    expect(seed.pricebookImages.length).toBeGreaterThanOrEqual(3);
    const guids = new Set(seed.pricebookImages.map((image) => image.guid));
    const owners = [...seed.pricebookItems, ...seed.pricebookBundles, ...seed.pricebookCategories].filter((record) => record.imageGuid !== null);
    expect(owners.every((record) => guids.has(record.imageGuid!))).toBe(true);
    expect(seed.userPreferences.filter((preference) => preference.key.startsWith('PB_VIEW_')).every((preference) => preference.value === 'List')).toBe(true);
  });
});

describe('the pricebook of the large seed', () => {
  it('files its 5,000 items in the demo tree with the pricebook vendors', () => {
    const seed = createSeed(new Date('2026-03-02T15:00:00Z'), 'large');
    const categories = new Set(seed.pricebookCategories.map((category) => category.context));
    const vendors = new Set(seed.pricebookVendors.map((vendor) => vendor.context));
    expect(seed.pricebookItems.every((item) => categories.has(item.categoryContext ?? ''))).toBe(true);
    expect(seed.pricebookItems.filter((item) => item.vendorContext !== null).every((item) => vendors.has(item.vendorContext!))).toBe(true);
    expect(seed.resources.length).toBeGreaterThan(100);
  });
});
