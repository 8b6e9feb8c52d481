import { z } from 'zod';

/**
 * The pricebook as the server answers it (spec 3 §3 PricebookItem, PricebookBundle,
 * PricebookCategory, Vendor, PricebookFavorite; §7 searches). Money and percentages are JSON
 * numbers in plain decimals; the job calculation module takes them as they are. `docs/api.md`
 * describes every call.
 */

/** Spec 3 §3 itemType, in the order the item editor's type chooser offers them. */
export const pricebookItemTypes = ['Service', 'Item', 'Labor'] as const;
export type PricebookItemType = (typeof pricebookItemTypes)[number];

/** Spec 3 §3 pricingDisplay of a bundle. */
export const bundlePricingDisplays = ['Item Pricing', 'Flat Rate Pricing'] as const;
export type BundlePricingDisplay = (typeof bundlePricingDisplays)[number];

/** The four kinds of pricebook entry (favorites, list/grid preference, searches). */
export const pricebookEntityTypes = ['Bundle', 'Category', 'Item', 'Vendor'] as const;
export type PricebookEntityType = (typeof pricebookEntityTypes)[number];

/** Spec 3 §9 page sizes. */
export const pricebookPageSizes = {
  /** The catalog panel's listings. */
  catalog: 14,
  /** The vendor list (selects and the catalog's All Vendors). */
  vendorList: 500,
  /** A category drilldown's bundles and items. */
  categoryDrilldown: 1000,
  /** The item lookup inside the bundle editor. */
  bundleItemSearch: 100,
  /** The job detail editor's Pricebook Service and Pricebook Labor selects. */
  laborServiceSearch: 200,
  /** The pricebook screen's lists and grids. */
  screen: 25,
} as const;

/** The largest page a pricebook search answers. */
export const PRICEBOOK_PAGE_SIZE_MAX = 1000;

/** Spec 3 §9: the catalog's breadcrumb shows at most this many levels (All included). */
export const BREADCRUMB_DEPTH = 4;

const refSchema = z.object({ context: z.string(), name: z.string() });
export type PricebookRef = z.infer<typeof refSchema>;

/** What every kind of pricebook entry starts with. */
const entryShape = { context: z.string(), active: z.boolean(), name: z.string() };

/** The category an item or bundle is filed under (`null`s when none). */
const categoryLinkShape = {
  categoryIdentifier: z.string().nullable(),
  /** The category's path, `Heating > Furnaces > Gas Furnaces`. */
  categoryDisplayName: z.string().nullable(),
};

/** What an entry as the server answers it ends with: the signed-in user's favorite of it (or `null`) and its version. */
const favoriteAndVersionShape = { favoriteIdentifier: z.string().nullable(), version: z.number().int() };

/** A stock level of an item on a resource (a truck, a warehouse). `quantity` is what is on hand there now. */
export const inventoryLevelSchema = z.object({
  context: z.string(),
  quantity: z.number(),
  resource: refSchema,
  /** Some of it has been reconciled to a job (the row can still change; its resource cannot). */
  hasReconciliation: z.boolean(),
});
export type InventoryLevel = z.infer<typeof inventoryLevelSchema>;

/** A row of the item list and catalog, and the fields every answer about an item carries. */
export const pricebookItemListItemSchema = z.object({
  ...entryShape,
  description: z.string(),
  itemType: z.enum(pricebookItemTypes),
  cost: z.number().nullable(),
  /** Percent over cost; `null` for none. */
  markup: z.number().nullable(),
  price: z.number(),
  vendorIdentifier: z.string().nullable(),
  vendorName: z.string().nullable(),
  ...categoryLinkShape,
  modelNumber: z.string(),
  partNumber: z.string(),
  nonTaxable: z.boolean(),
  /** `null` or 0: no reorder point. */
  reorderQuantity: z.number().nullable(),
  imageGuid: z.string().nullable(),
  /** The signed-in user's favorite of this item, or `null`. */
  favoriteIdentifier: z.string().nullable(),
  /** On hand across every resource. */
  calculatedQuantity: z.number(),
  /** Spec 3 §4: reorderQuantity above 0 and calculatedQuantity at or below it. */
  lowStock: z.boolean(),
});
export type PricebookItemListItem = z.infer<typeof pricebookItemListItemSchema>;

/** `PricebookItem/GetByContext`, `Create`, `Update`. */
export const pricebookItemSchema = pricebookItemListItemSchema.extend({
  inventoryLevels: z.array(inventoryLevelSchema),
  version: z.number().int(),
});
export type PricebookItem = z.infer<typeof pricebookItemSchema>;

/** An item of a bundle with how many the bundle holds. */
export const bundleItemSchema = z.object({ pricebookItem: pricebookItemListItemSchema, quantity: z.number() });
export type BundleItem = z.infer<typeof bundleItemSchema>;

/** A bundle (search rows carry its items too: the catalog expands a bundle to show them). */
export const pricebookBundleSchema = z.object({
  ...entryShape,
  description: z.string(),
  pricingDisplay: z.enum(bundlePricingDisplays),
  ...categoryLinkShape,
  nonTaxable: z.boolean(),
  markup: z.number().nullable(),
  /** The sum of its items' price × quantity, to the cent. */
  calculatedTotal: z.number(),
  items: z.array(bundleItemSchema),
  imageGuid: z.string().nullable(),
  ...favoriteAndVersionShape,
});
export type PricebookBundle = z.infer<typeof pricebookBundleSchema>;

export const pricebookCategorySchema = z.object({
  ...entryShape,
  /** The same as `name` (spec 3 §3 keeps both). */
  text: z.string(),
  /** The path from the top, `Heating > Furnaces > Gas Furnaces`. */
  displayName: z.string(),
  markup: z.number().nullable(),
  imageGuid: z.string().nullable(),
  parentPricebookCategoryIdentifier: z.string().nullable(),
  /** The path's contexts from the top down to this category (the catalog's breadcrumb). */
  pathIdentifiers: z.array(z.string()),
  /** Active subcategories it has. */
  childCount: z.number().int(),
  ...favoriteAndVersionShape,
});
export type PricebookCategory = z.infer<typeof pricebookCategorySchema>;

export const pricebookVendorSchema = z.object({ ...entryShape, markup: z.number().nullable(), ...favoriteAndVersionShape });
export type PricebookVendor = z.infer<typeof pricebookVendorSchema>;

/** `PricebookCategory/GetList`, `GetPossibleParents`, `PricebookVendor/GetList` rows: enough for a select. */
export const pricebookOptionSchema = z.object({ context: z.string(), name: z.string(), markup: z.number().nullable() });
export type PricebookOption = z.infer<typeof pricebookOptionSchema>;

/** A category option's `name` is its display path. */
export const pricebookOptionListSchema = z.array(pricebookOptionSchema);

/**
 * The search request of all four kinds (spec 3 §3 "Pricebook search request"). Lists search active
 * entries only (`active: true`). `pageNumber` is 0-based.
 * - items: `categoryIdentifier` (the category and its descendants), `vendorIdentifier`, `itemType`;
 * - bundles: `categoryIdentifier` (the category itself);
 * - categories: `viewAs: 'ALL'` every category (the pricebook screen), `'CHILDREN'` the children of
 *   `parentCategoryIdentifier` (`null`: the top level; the catalog's drilldown);
 * - vendors: the term and favorites only.
 * Results come sorted by name (categories by display path).
 */
export const pricebookSearchRequestSchema = z.object({
  active: z.boolean().nullable(),
  searchTerm: z.string(),
  favorites: z.boolean(),
  categoryIdentifier: z.string().nullable(),
  vendorIdentifier: z.string().nullable(),
  parentCategoryIdentifier: z.string().nullable(),
  itemType: z.enum(pricebookItemTypes).nullable(),
  viewAs: z.enum(['ALL', 'CHILDREN']),
  pageNumber: z.number().int().min(0),
  pageSize: z.number().int().min(1).max(PRICEBOOK_PAGE_SIZE_MAX),
});
export type PricebookSearchRequest = z.infer<typeof pricebookSearchRequestSchema>;

/** A request with every filter off: active entries, first page. */
export function pricebookSearchRequest(fields: Partial<PricebookSearchRequest> = {}): PricebookSearchRequest {
  return {
    active: true,
    searchTerm: '',
    favorites: false,
    categoryIdentifier: null,
    vendorIdentifier: null,
    parentCategoryIdentifier: null,
    itemType: null,
    viewAs: 'ALL',
    pageNumber: 0,
    pageSize: pricebookPageSizes.screen,
    ...fields,
  };
}

/** A row of Export to Excel (`PricebookItem/GetExportList`). */
export const pricebookExportRowSchema = z.object({
  name: z.string(),
  description: z.string(),
  itemType: z.enum(pricebookItemTypes),
  categoryPath: z.string(),
  vendorName: z.string(),
  modelNumber: z.string(),
  partNumber: z.string(),
  cost: z.number().nullable(),
  markup: z.number().nullable(),
  price: z.number(),
  nonTaxable: z.boolean(),
  reorderQuantity: z.number().nullable(),
  quantityOnHand: z.number(),
  lowStock: z.boolean(),
});
export type PricebookExportRow = z.infer<typeof pricebookExportRowSchema>;

/** `PricebookFavorite/Create` answers the new favorite's context. */
export const favoriteCreatedSchema = z.object({ context: z.string() });
