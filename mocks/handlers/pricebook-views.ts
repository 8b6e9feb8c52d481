import { sumOfLineTotals, toCentsNumber } from '../../src/lib/job-calculations';
import type {
  InventoryLevel,
  PricebookBundle,
  PricebookCategory,
  PricebookItem,
  PricebookItemListItem,
  PricebookVendor,
} from '../../src/lib/schemas/pricebook-schemas';
import type { MockDb } from '../db/mock-store';
import type { MockPricebookBundle, MockPricebookCategory, MockPricebookVendor } from '../db/pricebook-types';
import type { MockUser, PricebookItem as StoredItem } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { canSeeJobCosts } from './job-views';

/**
 * How the pricebook's records are answered (`pricebook-schemas.ts`), and the derived data the
 * answers and searches share: the category tree with its paths, each kind's records in name order
 * with their lower-cased search text, the vendors' names and the caller's favorites. The derived
 * data is kept per `all()` array of its collection (a new array after every write), so it is built
 * once after a change and a search over 5,000 items filters a ready list.
 */

/** Who reads the catalog: the pricebook's readers and whoever adds pricebook entries to a job. */
export const CATALOG_READERS = ['PB_R', 'JOB_C', 'JOB_U'] as const;
export const pricebookPermissions = { read: 'PB_R', create: 'PB_C', update: 'PB_U', delete: 'PB_D' } as const;

export const PATH_SEPARATOR = ' > ';

/** Memoizes `build(all)` for the current `all()` array of a collection. */
function perCollection<T extends object, R>(build: (all: readonly T[]) => R): (all: readonly T[]) => R {
  const cache = new WeakMap<readonly T[], R>();
  return (all) => {
    let built = cache.get(all);
    if (built === undefined) {
      built = build(all);
      cache.set(all, built);
    }
    return built;
  };
}

export interface CategoryNode {
  record: MockPricebookCategory;
  /** Contexts from the top down to this category. */
  pathIds: string[];
  displayName: string;
  /** Contexts of its subcategories, active or not. */
  children: string[];
}

export interface CategoryTree {
  nodes: ReadonlyMap<string, CategoryNode>;
  /** Every category sorted by display path. */
  sorted: readonly MockPricebookCategory[];
}

const buildTree = perCollection<MockPricebookCategory, CategoryTree>((all) => {
  const byContext = new Map(all.map((category) => [category.context, category]));
  const nodes = new Map<string, CategoryNode>();
  const nodeOf = (category: MockPricebookCategory): CategoryNode => {
    const known = nodes.get(category.context);
    if (known) return known;
    const parent = byContext.get(category.parentContext ?? '');
    const above = parent && parent.context !== category.context ? nodeOf(parent) : null;
    const node: CategoryNode = {
      record: category,
      pathIds: [...(above?.pathIds ?? []), category.context],
      displayName: above ? `${above.displayName}${PATH_SEPARATOR}${category.name}` : category.name,
      children: [],
    };
    nodes.set(category.context, node);
    return node;
  };
  for (const category of all) nodeOf(category);
  for (const node of nodes.values()) nodes.get(node.record.parentContext ?? '')?.children.push(node.record.context);
  const sorted = [...all].sort((a, b) => compareText(nodes.get(a.context)!.displayName, nodes.get(b.context)!.displayName) || compareKeys(a.context, b.context));
  return { nodes, sorted };
});

export function categoryTree(db: MockDb): CategoryTree {
  return buildTree(db.pricebookCategories.all());
}

/** The category and every category below it. */
export function categoryAndDescendants(tree: CategoryTree, context: string): Set<string> {
  const found = new Set<string>();
  const visit = (current: string): void => {
    if (found.has(current) || !tree.nodes.has(current)) return;
    found.add(current);
    for (const child of tree.nodes.get(current)!.children) visit(child);
  };
  visit(context);
  return found;
}

export interface SearchEntry<T> {
  record: T;
  /** Lower-cased text a term is looked for in. */
  text: string;
}

function searchEntries<T extends { context: string }>(sortKey: (record: T) => string, text: (record: T) => string[]) {
  return perCollection<T, SearchEntry<T>[]>((all) =>
    all
      .map((record) => ({ record, key: sortKey(record), text: text(record).join('\n').toLowerCase() }))
      .sort((a, b) => compareText(a.key, b.key) || compareKeys(a.record.context, b.record.context))
      .map(({ record, text: lower }) => ({ record, text: lower })),
  );
}

const itemEntries = searchEntries<StoredItem>(
  (item) => item.name,
  (item) => [item.name, item.description, item.modelNumber, item.partNumber],
);
const bundleEntries = searchEntries<MockPricebookBundle>(
  (bundle) => bundle.name,
  (bundle) => [bundle.name, bundle.description],
);
const vendorEntries = searchEntries<MockPricebookVendor>(
  (vendor) => vendor.name,
  (vendor) => [vendor.name],
);
const categoryEntries = perCollection<MockPricebookCategory, SearchEntry<MockPricebookCategory>[]>((all) => {
  const tree = buildTree(all);
  return tree.sorted.map((record) => ({ record, text: `${record.name}\n${tree.nodes.get(record.context)!.displayName}`.toLowerCase() }));
});

/** Each kind's records in name order (categories in path order) with their search text. */
export const sortedEntries = {
  item: (db: MockDb) => itemEntries(db.pricebookItems.all()),
  bundle: (db: MockDb) => bundleEntries(db.pricebookBundles.all()),
  category: (db: MockDb) => categoryEntries(db.pricebookCategories.all()),
  vendor: (db: MockDb) => vendorEntries(db.pricebookVendors.all()),
};

const vendorNames = perCollection<MockPricebookVendor, Map<string, string>>((all) => new Map(all.map((vendor) => [vendor.context, vendor.name])));

/** What every answer about pricebook records needs: the data, the tree, the vendors' names and the caller's favorites. */
export interface PricebookView {
  db: MockDb;
  tree: CategoryTree;
  vendorNames: ReadonlyMap<string, string>;
  /** Target context → the caller's favorite of it. */
  favorites: ReadonlyMap<string, string>;
  /**
   * The caller sees items' cost and markup: a pricebook reader or a holder of `JOB_COST_R`. A
   * technician picking from the catalog gets `null` for both, as on the job (docs/api.md, Jobs).
   */
  showCosts: boolean;
}

export function pricebookView(db: MockDb, user: MockUser): PricebookView {
  return {
    db,
    tree: categoryTree(db),
    vendorNames: vendorNames(db.pricebookVendors.all()),
    favorites: new Map(db.pricebookFavorites.where('user', user.id).map((favorite) => [favorite.targetContext, favorite.context])),
    showCosts: user.permissions.includes(pricebookPermissions.read) || canSeeJobCosts(user),
  };
}

/** On hand across every resource. */
export function quantityOnHand(db: MockDb, itemContext: string): number {
  return db.inventoryLevels.where('item', itemContext).reduce((sum, level) => sum + level.quantity, 0);
}

export function isLowStock(reorderQuantity: number | null, onHand: number): boolean {
  return (reorderQuantity ?? 0) > 0 && onHand <= (reorderQuantity ?? 0);
}

export function categoryPath(view: PricebookView, context: string | null): string | null {
  return view.tree.nodes.get(context ?? '')?.displayName ?? null;
}

export function itemListRow(view: PricebookView, item: StoredItem): PricebookItemListItem {
  const onHand = quantityOnHand(view.db, item.context);
  return {
    context: item.context,
    active: item.active,
    name: item.name,
    description: item.description,
    itemType: item.itemType,
    cost: view.showCosts ? item.cost : null,
    markup: view.showCosts ? item.markup : null,
    price: item.price,
    vendorIdentifier: item.vendorContext,
    vendorName: view.vendorNames.get(item.vendorContext ?? '') ?? null,
    categoryIdentifier: item.categoryContext,
    categoryDisplayName: categoryPath(view, item.categoryContext),
    modelNumber: item.modelNumber,
    partNumber: item.partNumber,
    nonTaxable: item.nonTaxable,
    reorderQuantity: item.reorderQuantity,
    imageGuid: item.imageGuid,
    favoriteIdentifier: view.favorites.get(item.context) ?? null,
    calculatedQuantity: onHand,
    lowStock: isLowStock(item.reorderQuantity, onHand),
  };
}

/** The item's stock levels, by resource name. */
export function inventoryLevelsOf(db: MockDb, itemContext: string): InventoryLevel[] {
  return db.inventoryLevels
    .where('item', itemContext)
    .map((level) => ({
      context: level.context,
      quantity: level.quantity,
      resource: { context: level.resourceContext, name: db.resources.get(level.resourceContext)?.name ?? '' },
      hasReconciliation: db.reconciliations.where('level', level.context).some((entry) => entry.quantity > 0),
    }))
    .sort((a, b) => compareText(a.resource.name, b.resource.name) || compareKeys(a.context, b.context));
}

export function itemRecord(view: PricebookView, item: StoredItem): PricebookItem {
  return { ...itemListRow(view, item), inventoryLevels: inventoryLevelsOf(view.db, item.context), version: item.version };
}

export function bundleRecord(view: PricebookView, bundle: MockPricebookBundle): PricebookBundle {
  const items = bundle.items.flatMap((entry) => {
    const item = view.db.pricebookItems.get(entry.itemContext);
    return item ? [{ pricebookItem: itemListRow(view, item), quantity: entry.quantity }] : [];
  });
  return {
    context: bundle.context,
    active: bundle.active,
    name: bundle.name,
    description: bundle.description,
    pricingDisplay: bundle.pricingDisplay,
    categoryIdentifier: bundle.categoryContext,
    categoryDisplayName: categoryPath(view, bundle.categoryContext),
    nonTaxable: bundle.nonTaxable,
    markup: bundle.markup,
    calculatedTotal: toCentsNumber(sumOfLineTotals(items.map((entry) => ({ priceDetail: { price: entry.pricebookItem.price, quantity: entry.quantity } })))),
    items,
    imageGuid: bundle.imageGuid,
    favoriteIdentifier: view.favorites.get(bundle.context) ?? null,
    version: bundle.version,
  };
}

export function categoryRecord(view: PricebookView, category: MockPricebookCategory): PricebookCategory {
  const node = view.tree.nodes.get(category.context);
  return {
    context: category.context,
    active: category.active,
    name: category.name,
    text: category.name,
    displayName: node?.displayName ?? category.name,
    markup: category.markup,
    imageGuid: category.imageGuid,
    parentPricebookCategoryIdentifier: category.parentContext,
    pathIdentifiers: node?.pathIds ?? [category.context],
    childCount: (node?.children ?? []).filter((child) => view.tree.nodes.get(child)?.record.active).length,
    favoriteIdentifier: view.favorites.get(category.context) ?? null,
    version: category.version,
  };
}

export function vendorRecord(view: PricebookView, vendor: MockPricebookVendor): PricebookVendor {
  return {
    context: vendor.context,
    active: vendor.active,
    name: vendor.name,
    markup: vendor.markup,
    favoriteIdentifier: view.favorites.get(vendor.context) ?? null,
    version: vendor.version,
  };
}
