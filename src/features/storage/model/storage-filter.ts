import {
  storageMappedTypes,
  type StorageMappedType,
  type StorageSearchRequest,
  type StorageSort,
} from '@/lib/schemas/storage-schemas';

/** The Images and Files tabs. */
export type StorageTab = 'images' | 'files';
export const storageTabs: readonly StorageTab[] = ['images', 'files'];

export type StorageSortOption = 'newest' | 'oldest' | 'largest' | 'smallest';

/** The sort choices of the filter bar (spec 1 §9): Newest and Oldest by DateCreated, Largest and Smallest by Size. */
export const storageSortOptions: readonly { value: StorageSortOption; label: string; sort: StorageSort }[] = [
  { value: 'newest', label: 'Newest', sort: { by: 'DateCreated', direction: 'DESC' } },
  { value: 'oldest', label: 'Oldest', sort: { by: 'DateCreated', direction: 'ASC' } },
  { value: 'largest', label: 'Largest', sort: { by: 'Size', direction: 'DESC' } },
  { value: 'smallest', label: 'Smallest', sort: { by: 'Size', direction: 'ASC' } },
];

/** Labels of the linked-to types in the filter bar. */
export const storageMappedTypeLabels: Record<StorageMappedType, string> = {
  Customers: 'Customers',
  Jobs: 'Jobs',
  Resources: 'Resources',
};

/** Items on one page of the storage listings (spec 1 §9). */
export const STORAGE_PAGE_SIZE = 8;

/** What the Images and Files page shows; kept in the address's query so reload and back keep it. */
export interface StorageFilter {
  tab: StorageTab;
  sort: StorageSortOption;
  /** Never empty; every type by default. */
  mappedTypes: StorageMappedType[];
  searchTerm: string;
  /** 0-based. */
  page: number;
}

export const defaultStorageFilter: StorageFilter = {
  tab: 'images',
  sort: 'newest',
  mappedTypes: [...storageMappedTypes],
  searchTerm: '',
  page: 0,
};

const QUERY = { tab: 'tab', sort: 'sort', linked: 'linked', search: 'search', page: 'page' } as const;

/** Keeps the known types in their usual order, without repeats. */
function normalizeTypes(types: readonly string[]): StorageMappedType[] {
  return storageMappedTypes.filter((type) => types.includes(type));
}

/** The filter in an address query; anything missing or unknown takes its default. `page` is 1-based there. */
export function parseStorageFilter(params: URLSearchParams): StorageFilter {
  const tab = params.get(QUERY.tab);
  const sort = params.get(QUERY.sort);
  const linked = params.get(QUERY.linked);
  const types = linked === null ? [] : normalizeTypes(linked.split(','));
  const page = Number(params.get(QUERY.page));
  return {
    tab: storageTabs.includes(tab as StorageTab) ? (tab as StorageTab) : defaultStorageFilter.tab,
    sort: storageSortOptions.some((option) => option.value === sort) ? (sort as StorageSortOption) : defaultStorageFilter.sort,
    mappedTypes: types.length > 0 ? types : [...defaultStorageFilter.mappedTypes],
    searchTerm: (params.get(QUERY.search) ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The address query of a filter, leaving out what is at its default. */
export function storageFilterParams(filter: StorageFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.tab !== defaultStorageFilter.tab) params.set(QUERY.tab, filter.tab);
  if (filter.sort !== defaultStorageFilter.sort) params.set(QUERY.sort, filter.sort);
  const types = normalizeTypes(filter.mappedTypes);
  if (types.length > 0 && types.length < storageMappedTypes.length) params.set(QUERY.linked, types.join(','));
  if (filter.searchTerm.trim()) params.set(QUERY.search, filter.searchTerm.trim());
  if (filter.page > 0) params.set(QUERY.page, String(filter.page + 1));
  return params;
}

/** A changed filter: any change other than the page returns to the first page (spec 1 §4). */
export function changeStorageFilter(filter: StorageFilter, change: Partial<Omit<StorageFilter, 'page'>>): StorageFilter {
  return { ...filter, ...change, page: 0 };
}

/** The default filter on `tab` (Reset, and switching tabs). */
export function resetStorageFilter(tab: StorageTab): StorageFilter {
  return { ...defaultStorageFilter, mappedTypes: [...defaultStorageFilter.mappedTypes], tab };
}

/** Checks or unchecks a linked-to type; the last checked type stays checked. */
export function toggleMappedType(types: readonly StorageMappedType[], type: StorageMappedType): StorageMappedType[] {
  if (!types.includes(type)) return normalizeTypes([...types, type]);
  const remaining = types.filter((candidate) => candidate !== type);
  return remaining.length > 0 ? remaining : [...types];
}

/** Identifies the filter apart from its page: a selection belongs to one such filter. */
export function storageFilterKey(filter: StorageFilter): string {
  return JSON.stringify([filter.tab, filter.sort, normalizeTypes(filter.mappedTypes), filter.searchTerm.trim()]);
}

/** The search call for a filter. */
export function storageSearchRequest(filter: StorageFilter): StorageSearchRequest {
  const option = storageSortOptions.find((candidate) => candidate.value === filter.sort) ?? storageSortOptions[0]!;
  return {
    searchTerm: filter.searchTerm.trim(),
    sort: { ...option.sort },
    mappedTypes: normalizeTypes(filter.mappedTypes),
    pageNumber: filter.page,
    pageSize: STORAGE_PAGE_SIZE,
  };
}
