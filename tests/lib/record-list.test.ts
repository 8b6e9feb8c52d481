import { describe, expect, it } from 'vitest';
import { parseListQuery } from '@/lib/list-query';
import {
  activeFilterOf,
  activeFilterValue,
  isSearchableTerm,
  listBodyState,
  listPageSize,
  namedRecordListDefaults,
  pagedSearchRequest,
  parseActiveFilter,
  parseSortKey,
  sortKey,
} from '@/lib/record-list';
import type { SystemSetting } from '@/lib/schemas/settings-schemas';

const pageSizeSetting = (value: string): SystemSetting[] => [
  { code: 'PAGE_SIZE', name: 'Default page size', description: '', value, category: 'PAGING', editorType: 'PAGINATION' },
];

describe('record list filters', () => {
  it('defaults the active filter to Active and maps it to the request', () => {
    expect(parseActiveFilter(undefined)).toBe('Active');
    expect(parseActiveFilter('bogus')).toBe('Active');
    expect(parseActiveFilter('All')).toBe('All');
    expect(activeFilterValue('Active')).toBe(true);
    expect(activeFilterValue('Inactive')).toBe(false);
    expect(activeFilterValue('All')).toBeNull();
  });

  it('searches only empty terms or terms of at least 3 characters', () => {
    expect(isSearchableTerm('')).toBe(true);
    expect(isSearchableTerm('  ')).toBe(true);
    expect(isSearchableTerm('ab')).toBe(false);
    expect(isSearchableTerm(' ab ')).toBe(false);
    expect(isSearchableTerm('abc')).toBe(true);
  });

  it('takes the page size from the address, else the PAGE_SIZE setting, else 25', () => {
    expect(listPageSize('50', pageSizeSetting('10'))).toBe(50);
    expect(listPageSize('7', pageSizeSetting('10'))).toBe(10);
    expect(listPageSize('', undefined)).toBe(25);
    expect(listPageSize(undefined, pageSizeSetting('oops'))).toBe(25);
  });

  it('round-trips sort keys and refuses unknown ones', () => {
    expect(parseSortKey(sortKey('SupplierType', 'DESC'), ['Name', 'SupplierType'])).toEqual({ by: 'SupplierType', direction: 'DESC' });
    expect(parseSortKey('City:ASC', ['Name'])).toBeNull();
    expect(parseSortKey('Name:UP', ['Name'])).toBeNull();
  });

  it('builds the term, sort and page of a search request, falling back for a sort the list does not have', () => {
    const defaults = namedRecordListDefaults(['Name', 'City'], { type: '' });
    expect(defaults).toEqual({ sortBy: 'Name', sortDirection: 'ASC', sortFields: ['Name', 'City'], filters: { active: 'Active', type: '' } });
    const query = parseListQuery(new URLSearchParams('q=%20boil%20&sort=City&dir=DESC&page=2&active=All'), defaults);
    expect(pagedSearchRequest(query, 50, ['Name', 'City'] as const, 'Name')).toEqual({
      searchTerm: 'boil',
      sort: { by: 'City', direction: 'DESC' },
      pageNumber: 1,
      pageSize: 50,
    });
    expect(activeFilterOf(query)).toBeNull();
    expect(pagedSearchRequest({ ...query, sortBy: 'Phone' }, 10, ['Name', 'City'] as const, 'Name').sort.by).toBe('Name');
  });

  it('tells loading, nothing yet, nothing matching and rows apart', () => {
    expect(listBodyState(undefined, undefined)).toBe('loading');
    expect(listBodyState([], 0)).toBe('nothing-yet');
    expect(listBodyState([], 7)).toBe('nothing-matches');
    expect(listBodyState([{}], 7)).toBe('rows');
  });
});
