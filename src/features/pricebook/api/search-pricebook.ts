import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import {
  pricebookBundleSchema,
  pricebookCategorySchema,
  pricebookItemListItemSchema,
  pricebookVendorSchema,
  type PricebookSearchRequest,
} from '@/lib/schemas/pricebook-schemas';
import { pricebookKeys } from './pricebook-keys';

/** `POST PricebookItemSearch/Search`: items by term (name, description, model and part numbers), category, vendor, type, favorites. */
const itemSearch = recordSearch({ endpoint: endpoints.pricebookItem.search, item: pricebookItemListItemSchema, queryKey: (request: PricebookSearchRequest) => pricebookKeys.search('Item', request) });
/** `POST PricebookBundleSearch/Search`. */
const bundleSearch = recordSearch({ endpoint: endpoints.pricebookBundle.search, item: pricebookBundleSchema, queryKey: (request: PricebookSearchRequest) => pricebookKeys.search('Bundle', request) });
/** `POST PricebookCategorySearch/Search`: all categories (`viewAs: 'ALL'`) or one level of the tree. */
const categorySearch = recordSearch({
  endpoint: endpoints.pricebookCategory.search,
  item: pricebookCategorySchema,
  queryKey: (request: PricebookSearchRequest) => pricebookKeys.search('Category', request),
});
/** `POST PricebookVendorSearch/Search`. */
const vendorSearch = recordSearch({ endpoint: endpoints.pricebookVendor.search, item: pricebookVendorSchema, queryKey: (request: PricebookSearchRequest) => pricebookKeys.search('Vendor', request) });

export const searchPricebookItems = itemSearch.request;
export const usePricebookItemSearch = itemSearch.useSearch;
export const searchPricebookBundles = bundleSearch.request;
export const usePricebookBundleSearch = bundleSearch.useSearch;
/** Start loading a page of items or bundles a search is about to ask for (while the panel renders the new term). */
export const usePrefetchPricebookItems = itemSearch.usePrefetch;
export const usePrefetchPricebookBundles = bundleSearch.usePrefetch;
export const searchPricebookCategories = categorySearch.request;
export const usePricebookCategorySearch = categorySearch.useSearch;
export const searchPricebookVendors = vendorSearch.request;
export const usePricebookVendorSearch = vendorSearch.useSearch;
