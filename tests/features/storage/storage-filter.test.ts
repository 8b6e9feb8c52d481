import { describe, expect, it } from 'vitest';
import {
  changeStorageFilter,
  defaultStorageFilter,
  parseStorageFilter,
  resetStorageFilter,
  STORAGE_PAGE_SIZE,
  storageFilterKey,
  storageFilterParams,
  storageSearchRequest,
  storageSortOptions,
  toggleMappedType,
  type StorageFilter,
} from '@/features/storage/model/storage-filter';

describe('storage sort options', () => {
  it('are Newest, Oldest (DateCreated) and Largest, Smallest (Size), Newest first', () => {
    expect(storageSortOptions.map((option) => [option.label, option.sort.by, option.sort.direction])).toEqual([
      ['Newest', 'DateCreated', 'DESC'],
      ['Oldest', 'DateCreated', 'ASC'],
      ['Largest', 'Size', 'DESC'],
      ['Smallest', 'Size', 'ASC'],
    ]);
    expect(defaultStorageFilter.sort).toBe('newest');
  });
});

describe('the storage filter in the address', () => {
  it('defaults to the Images tab, newest first, every linked-to type, no search text, the first page', () => {
    expect(parseStorageFilter(new URLSearchParams())).toEqual({
      tab: 'images',
      sort: 'newest',
      mappedTypes: ['Customers', 'Jobs', 'Resources'],
      searchTerm: '',
      page: 0,
    });
    expect(storageFilterParams(defaultStorageFilter).toString()).toBe('');
  });

  it('round-trips every part, with a 1-based page in the address', () => {
    const filter: StorageFilter = { tab: 'files', sort: 'largest', mappedTypes: ['Jobs', 'Resources'], searchTerm: 'furnace', page: 2 };
    const params = storageFilterParams(filter);
    expect(params.toString()).toBe('tab=files&sort=largest&linked=Jobs%2CResources&search=furnace&page=3');
    expect(parseStorageFilter(params)).toEqual(filter);
  });

  it('ignores unknown or malformed values', () => {
    expect(parseStorageFilter(new URLSearchParams('tab=videos&sort=name&linked=Pets,,Jobs,Jobs&search=%20%20&page=-4'))).toEqual({
      ...defaultStorageFilter,
      mappedTypes: ['Jobs'],
    });
    expect(parseStorageFilter(new URLSearchParams('linked=Pets&page=2.5')).mappedTypes).toEqual(['Customers', 'Jobs', 'Resources']);
    expect(parseStorageFilter(new URLSearchParams('page=abc')).page).toBe(0);
  });
});

describe('changing the storage filter', () => {
  const onPage3: StorageFilter = { ...defaultStorageFilter, page: 2 };

  it('returns to the first page on any change', () => {
    expect(changeStorageFilter(onPage3, { sort: 'oldest' })).toMatchObject({ sort: 'oldest', page: 0 });
    expect(changeStorageFilter(onPage3, { searchTerm: 'pump' })).toMatchObject({ searchTerm: 'pump', page: 0 });
    expect(changeStorageFilter(onPage3, { mappedTypes: ['Jobs'] })).toMatchObject({ mappedTypes: ['Jobs'], page: 0 });
  });

  it('resets to the defaults on the same tab', () => {
    expect(resetStorageFilter('files')).toEqual({ ...defaultStorageFilter, tab: 'files' });
  });

  it('keeps at least one linked-to type checked, in the usual order', () => {
    expect(toggleMappedType(['Customers', 'Jobs', 'Resources'], 'Jobs')).toEqual(['Customers', 'Resources']);
    expect(toggleMappedType(['Resources'], 'Customers')).toEqual(['Customers', 'Resources']);
    expect(toggleMappedType(['Jobs'], 'Jobs')).toEqual(['Jobs']);
  });

  it('keys a selection to the filter apart from its page', () => {
    expect(storageFilterKey(onPage3)).toBe(storageFilterKey(defaultStorageFilter));
    expect(storageFilterKey(changeStorageFilter(onPage3, { sort: 'largest' }))).not.toBe(storageFilterKey(defaultStorageFilter));
    expect(storageFilterKey({ ...defaultStorageFilter, tab: 'files' })).not.toBe(storageFilterKey(defaultStorageFilter));
  });
});

describe('storageSearchRequest', () => {
  it('asks for one page of eight with the sort and types', () => {
    expect(STORAGE_PAGE_SIZE).toBe(8);
    expect(storageSearchRequest({ tab: 'files', sort: 'smallest', mappedTypes: ['Resources', 'Customers'], searchTerm: ' tank ', page: 1 })).toEqual({
      searchTerm: 'tank',
      sort: { by: 'Size', direction: 'ASC' },
      mappedTypes: ['Customers', 'Resources'],
      pageNumber: 1,
      pageSize: 8,
    });
  });
});
