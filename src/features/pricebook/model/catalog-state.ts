import { BREADCRUMB_DEPTH, pricebookPageSizes, pricebookSearchRequest, type PricebookCategory, type PricebookSearchRequest } from '@/lib/schemas/pricebook-schemas';
import type { PricebookView } from './pricebook-sections';

/**
 * The catalog panel's state per kind (spec 3 §4 "Catalog": switching kind keeps each kind's page,
 * request and list, and restores them). Pure: every change answers a new state.
 */
export type CatalogType = 'Bundle' | 'Category' | 'Item';

export interface CatalogQuery {
  /** The term searched (set by the search button or Enter). */
  searchTerm: string;
  favorites: boolean;
  /** Items only. */
  category: string;
  vendor: string;
  pageNumber: number;
  /** Categories: the drilldown's path from the top (each a category), and the list or grid. */
  path: readonly { context: string; name: string }[];
  view: PricebookView;
}

export type CatalogState = Record<CatalogType, CatalogQuery>;

const fresh: CatalogQuery = { searchTerm: '', favorites: false, category: '', vendor: '', pageNumber: 0, path: [], view: 'List' };

export const initialCatalogState: CatalogState = { Bundle: fresh, Category: fresh, Item: fresh };

/** A change of the kind's query; anything but the page (or the path, which has its own pages) goes back to the first page. */
export function changeCatalogQuery(state: CatalogState, type: CatalogType, change: Partial<CatalogQuery>): CatalogState {
  const current = state[type];
  const keepsPage = Object.keys(change).every((key) => key === 'pageNumber' || key === 'view');
  return { ...state, [type]: { ...current, ...change, pageNumber: change.pageNumber ?? (keepsPage ? current.pageNumber : 0) } };
}

/** The search request of the Bundles or Products/Services tab (spec 3 §9: 14 a page). */
export function catalogListRequest(type: 'Bundle' | 'Item', query: CatalogQuery): PricebookSearchRequest {
  return pricebookSearchRequest({
    searchTerm: query.searchTerm.trim(),
    favorites: query.favorites,
    categoryIdentifier: type === 'Item' ? query.category || null : null,
    vendorIdentifier: type === 'Item' ? query.vendor || null : null,
    pageNumber: query.pageNumber,
    pageSize: pricebookPageSizes.catalog,
  });
}

/** The Categories tab's subcategories of the category it is in (the top level at All). */
export function subcategoryRequest(query: CatalogQuery): PricebookSearchRequest {
  return pricebookSearchRequest({
    searchTerm: query.searchTerm.trim(),
    favorites: query.favorites,
    viewAs: 'CHILDREN',
    parentCategoryIdentifier: query.path.at(-1)?.context ?? null,
    pageNumber: query.pageNumber,
    pageSize: pricebookPageSizes.catalog,
  });
}

/** A drilled-into category's bundles or items (spec 3 §9: up to 1000). */
export function drilldownRequest(query: CatalogQuery): PricebookSearchRequest | null {
  const category = query.path.at(-1);
  if (!category) return null;
  return pricebookSearchRequest({ categoryIdentifier: category.context, pageSize: pricebookPageSizes.categoryDrilldown });
}

/** Into a subcategory. */
export function drillInto(query: CatalogQuery, category: Pick<PricebookCategory, 'context' | 'name'>): Partial<CatalogQuery> {
  return { path: [...query.path, { context: category.context, name: category.name }], searchTerm: '', pageNumber: 0 };
}

export interface Crumb {
  /** `null`: All (the top). */
  context: string | null;
  name: string;
  /** How many levels of the path stay when it is chosen. */
  depth: number;
}

/**
 * The breadcrumb (spec 3 §2: up to 4 levels starting at All): All, then the last levels of the path;
 * a deeper path leaves out the levels between All and the last three.
 */
export function breadcrumb(path: CatalogQuery['path']): Crumb[] {
  const crumbs: Crumb[] = path.map((category, index) => ({ context: category.context, name: category.name, depth: index + 1 }));
  return [{ context: null, name: 'All', depth: 0 }, ...crumbs.slice(-(BREADCRUMB_DEPTH - 1))];
}
