import { endpoints } from '../../src/config/endpoints';
import {
  pricebookBundleSaveRequestSchema,
  pricebookCategorySaveRequestSchema,
  pricebookMessages,
  pricebookVendorSaveRequestSchema,
  type PricebookBundleSaveRequest,
  type PricebookCategorySaveRequest,
  type PricebookVendorSaveRequest,
} from '../../src/lib/schemas/pricebook-request-schemas';
import type { PricebookOption } from '../../src/lib/schemas/pricebook-schemas';
import type { MockPricebookBundle, MockPricebookCategory, MockPricebookVendor } from '../db/pricebook-types';
import { getDb } from '../db/store';
import { activeAndName, deleteRoute, getRoute, removeDependants, saveRoute, unknownCategory, withImage, type RecordKind } from './pricebook-records';
import { bundleRecord, CATALOG_READERS, categoryAndDescendants, categoryRecord, categoryTree, sortedEntries, vendorRecord } from './pricebook-views';
import { route } from './route';

/** Bundles, categories and vendors: their records, saves, deletes and the lists the editors' selects use. */

const bundleKind: RecordKind<MockPricebookBundle, PricebookBundleSaveRequest> = {
  name: 'bundle',
  store: (db) => db.pricebookBundles,
  schema: pricebookBundleSaveRequestSchema,
  prepare: (db, body, existing) => {
    const problems = [unknownCategory(db, body.categoryIdentifier)];
    if (body.items.some((entry) => !db.pricebookItems.has(entry.pricebookItemIdentifier))) problems.push(pricebookMessages.unknownBundleItem);
    const found = problems.filter((problem) => problem !== null);
    if (found.length > 0) return found;
    return withImage(db, body, existing, {
      ...activeAndName(body),
      description: body.description.trim(),
      pricingDisplay: body.pricingDisplay,
      categoryContext: body.categoryIdentifier,
      nonTaxable: body.nonTaxable,
      markup: existing?.markup ?? null,
      items: body.items.map((entry) => ({ itemContext: entry.pricebookItemIdentifier, quantity: entry.quantity })),
    });
  },
  answer: bundleRecord,
};

const categoryKind: RecordKind<MockPricebookCategory, PricebookCategorySaveRequest> = {
  name: 'category',
  store: (db) => db.pricebookCategories,
  schema: pricebookCategorySaveRequestSchema,
  prepare: (db, body, existing, context) => {
    const parent = body.parentPricebookCategoryIdentifier;
    const unknown = unknownCategory(db, parent);
    if (unknown) return [unknown];
    if (parent !== null && categoryAndDescendants(categoryTree(db), context).has(parent)) return [pricebookMessages.invalidParent];
    return withImage(db, body, existing, { ...activeAndName(body), parentContext: parent, markup: body.markup });
  },
  answer: categoryRecord,
};

const vendorKind: RecordKind<MockPricebookVendor, PricebookVendorSaveRequest> = {
  name: 'vendor',
  store: (db) => db.pricebookVendors,
  schema: pricebookVendorSaveRequestSchema,
  prepare: (_db, body) => ({ record: { ...activeAndName(body), markup: body.markup } }),
  answer: vendorRecord,
};

/** A category that goes leaves its subcategories, items and bundles to its parent (the top level when it has none). */
const removeCategory = deleteRoute(endpoints.pricebookCategory.delete, categoryKind, (db, category) => {
  const now = new Date().toISOString();
  const parentContext = category.parentContext;
  for (const child of db.pricebookCategories.where('parent', category.context)) db.pricebookCategories.put({ ...child, parentContext, dateModified: now, version: child.version + 1 });
  for (const item of db.pricebookItems.where('category', category.context)) db.pricebookItems.put({ ...item, categoryContext: parentContext, dateModified: now, version: item.version + 1 });
  for (const bundle of db.pricebookBundles.where('category', category.context)) db.pricebookBundles.put({ ...bundle, categoryContext: parentContext, dateModified: now, version: bundle.version + 1 });
  removeDependants(db, category);
});

/** A vendor that goes leaves its items without a vendor. */
const removeVendor = deleteRoute(endpoints.pricebookVendor.delete, vendorKind, (db, vendor) => {
  const now = new Date().toISOString();
  for (const item of db.pricebookItems.where('vendor', vendor.context)) db.pricebookItems.put({ ...item, vendorContext: null, dateModified: now, version: item.version + 1 });
  removeDependants(db, vendor);
});

/** Active categories (but `excluded` and its descendants) as options named by their path, in path order. */
function categoryOptions(excluded: string): PricebookOption[] {
  const tree = categoryTree(getDb());
  const left = excluded ? categoryAndDescendants(tree, excluded) : new Set<string>();
  return tree.sorted
    .filter((category) => category.active && !left.has(category.context))
    .map((category) => ({ context: category.context, name: tree.nodes.get(category.context)!.displayName, markup: category.markup }));
}

const categoryList = route('get', endpoints.pricebookCategory.getList, { allow: CATALOG_READERS }, () => categoryOptions(''));

const possibleParents = route('get', endpoints.pricebookCategory.getPossibleParents, { allow: CATALOG_READERS }, ({ query }) =>
  categoryOptions(query.get('context')?.trim() ?? ''),
);

const vendorList = route('get', endpoints.pricebookVendor.getList, { allow: CATALOG_READERS }, () => {
  const options: PricebookOption[] = sortedEntries
    .vendor(getDb())
    .filter(({ record }) => record.active)
    .map(({ record }) => ({ context: record.context, name: record.name, markup: record.markup }));
  return options;
});

export const pricebookCatalogHandlers = [
  getRoute(endpoints.pricebookBundle.get, bundleKind),
  saveRoute(endpoints.pricebookBundle.create, bundleKind, false),
  saveRoute(endpoints.pricebookBundle.update, bundleKind, true),
  deleteRoute(endpoints.pricebookBundle.delete, bundleKind, removeDependants),
  getRoute(endpoints.pricebookCategory.get, categoryKind),
  saveRoute(endpoints.pricebookCategory.create, categoryKind, false),
  saveRoute(endpoints.pricebookCategory.update, categoryKind, true),
  removeCategory,
  categoryList,
  possibleParents,
  getRoute(endpoints.pricebookVendor.get, vendorKind),
  saveRoute(endpoints.pricebookVendor.create, vendorKind, false),
  saveRoute(endpoints.pricebookVendor.update, vendorKind, true),
  removeVendor,
  vendorList,
];
