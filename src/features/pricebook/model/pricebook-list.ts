import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { pricebookSearchRequest, type PricebookSearchRequest } from '@/lib/schemas/pricebook-schemas';
import type { FilterSelectOption } from '@/components/list-page/filter-select';
import type { PricebookSection } from './pricebook-sections';

/** The address names of the pricebook screen's filters. */
export const pricebookFilters = { section: 'section', favorites: 'fav', category: 'category', vendor: 'vendor' } as const;

export const ALL_CATEGORIES = 'All Categories';
export const ALL_VENDORS = 'All Vendors';

/** The list state the address holds: the section, the term, favorites only, and on items a category and a vendor. Lists come sorted by name. */
export const pricebookListDefaults: ListQueryDefaults = {
  sortBy: 'Name',
  sortDirection: 'ASC',
  sortFields: ['Name'],
  filters: { [pricebookFilters.section]: '', [pricebookFilters.favorites]: '', [pricebookFilters.category]: '', [pricebookFilters.vendor]: '' },
};

/** The section's search request (spec 3 §3): active entries only; categories all at once (`viewAs: 'ALL'`). */
export function pricebookListRequest(section: PricebookSection, query: ListQuery, pageSize: number): PricebookSearchRequest {
  const items = section.type === 'Item';
  return pricebookSearchRequest({
    searchTerm: query.searchTerm.trim(),
    favorites: query.filters[pricebookFilters.favorites] === '1',
    categoryIdentifier: items ? query.filters[pricebookFilters.category] || null : null,
    vendorIdentifier: items ? query.filters[pricebookFilters.vendor] || null : null,
    viewAs: 'ALL',
    pageNumber: query.pageNumber,
    pageSize,
  });
}

/** A filter select's options from a category or vendor list (the empty option first). */
export function optionFilter(emptyOption: string, options: readonly { context: string; name: string }[]): FilterSelectOption[] {
  return [{ value: emptyOption, label: emptyOption }, ...options.map((option) => ({ value: option.context, label: option.name }))];
}
