import type { HttpHandler } from 'msw';
import { endpoints, type EndpointPath } from '../../src/config/endpoints';
import { pricebookSearchRequestSchema, type PricebookSearchRequest } from '../../src/lib/schemas/pricebook-schemas';
import { getDb } from '../db/store';
import type { MockDb } from '../db/mock-store';
import type { MockPricebookBundle, MockPricebookCategory } from '../db/pricebook-types';
import type { PricebookItem } from '../db/types';
import {
  bundleRecord,
  CATALOG_READERS,
  categoryAndDescendants,
  categoryRecord,
  itemListRow,
  pricebookView,
  sortedEntries,
  vendorRecord,
  type PricebookView,
  type SearchEntry,
} from './pricebook-views';
import { issueMessages, route } from './route';
import { page, type SearchAnswer } from './search-utils';

/**
 * The four pricebook searches (spec 3 §3 "Pricebook search request"): active filter, a term of any
 * length (trimmed, any case), the caller's favorites, each kind's own filters, name order (categories
 * by display path) and a 0-based page. `totalCount` counts the kind's active entries.
 */

type KindFilter<T> = (body: PricebookSearchRequest, view: PricebookView) => ((record: T) => boolean) | null;

function searchRoute<T extends { context: string; active: boolean }, R>(
  endpoint: EndpointPath,
  entries: (db: MockDb) => readonly SearchEntry<T>[],
  kindFilter: KindFilter<T>,
  row: (view: PricebookView, record: T) => R,
): HttpHandler {
  return route('post', endpoint, { allow: CATALOG_READERS, body: pricebookSearchRequestSchema, messages: issueMessages }, ({ user, body }) => {
    const db = getDb();
    const view = pricebookView(db, user);
    const all = entries(db);
    const term = body.searchTerm.trim().toLowerCase();
    const accepts = kindFilter(body, view);
    const found = all.filter(
      ({ record, text }) =>
        (body.active === null || record.active === body.active) &&
        (term === '' || text.includes(term)) &&
        (!body.favorites || view.favorites.has(record.context)) &&
        (accepts === null || accepts(record)),
    );
    const answer: SearchAnswer<R> = {
      results: page(found, body.pageNumber, body.pageSize).map((entry) => row(view, entry.record)),
      searchResultCount: found.length,
      totalCount: all.reduce((count, entry) => count + (entry.record.active ? 1 : 0), 0),
    };
    return answer;
  });
}

/** Items: the category and its descendants, the vendor, the type. */
const itemFilter: KindFilter<PricebookItem> = (body, view) => {
  const categories = body.categoryIdentifier === null ? null : categoryAndDescendants(view.tree, body.categoryIdentifier);
  if (categories === null && body.vendorIdentifier === null && body.itemType === null) return null;
  return (item) =>
    (categories === null || categories.has(item.categoryContext ?? '')) &&
    (body.vendorIdentifier === null || item.vendorContext === body.vendorIdentifier) &&
    (body.itemType === null || item.itemType === body.itemType);
};

/** Bundles: the category itself. */
const bundleFilter: KindFilter<MockPricebookBundle> = (body) =>
  body.categoryIdentifier === null ? null : (bundle) => bundle.categoryContext === body.categoryIdentifier;

/** Categories: every one (`ALL`), or the children of `parentCategoryIdentifier` (`CHILDREN`; `null` is the top level). */
const categoryFilter: KindFilter<MockPricebookCategory> = (body) =>
  body.viewAs === 'ALL' ? null : (category) => category.parentContext === body.parentCategoryIdentifier;

export const pricebookSearchHandlers = [
  searchRoute(endpoints.pricebookItem.search, sortedEntries.item, itemFilter, itemListRow),
  searchRoute(endpoints.pricebookBundle.search, sortedEntries.bundle, bundleFilter, bundleRecord),
  searchRoute(endpoints.pricebookCategory.search, sortedEntries.category, categoryFilter, categoryRecord),
  searchRoute(endpoints.pricebookVendor.search, sortedEntries.vendor, () => null, vendorRecord),
];
