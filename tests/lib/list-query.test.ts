import { describe, expect, it } from 'vitest';
import { changeListQuery, listQueryToParams, parseListQuery, type ListQueryDefaults } from '@/lib/list-query';

const defaults: ListQueryDefaults = { sortBy: 'Name', sortDirection: 'ASC', filters: { active: 'true', supplierType: '' } };

describe('list query', () => {
  it('falls back to the defaults for missing or malformed values', () => {
    expect(parseListQuery(new URLSearchParams('dir=sideways&page=-3'), defaults)).toEqual({
      searchTerm: '',
      sortBy: 'Name',
      sortDirection: 'ASC',
      pageNumber: 0,
      filters: { active: 'true', supplierType: '' },
    });
  });

  it('round-trips through the address, leaving defaults out', () => {
    const query = { searchTerm: 'plumb', sortBy: 'SupplierType', sortDirection: 'DESC' as const, pageNumber: 2, filters: { active: 'true', supplierType: 'abc' } };
    const params = listQueryToParams(query, defaults);
    expect(params.toString()).toBe('q=plumb&sort=SupplierType&dir=DESC&page=3&supplierType=abc');
    expect(parseListQuery(params, defaults)).toEqual(query);
  });

  it('returns to the first page on any change but the page', () => {
    const query = parseListQuery(new URLSearchParams('page=4'), defaults);
    expect(changeListQuery(query, { searchTerm: 'abc' }).pageNumber).toBe(0);
    expect(changeListQuery(query, { filters: { active: 'false' } }).pageNumber).toBe(0);
    expect(changeListQuery(query, { pageNumber: 5 }).pageNumber).toBe(5);
    expect(changeListQuery(query, { filters: { active: 'false' } }).filters).toEqual({ active: 'false', supplierType: '' });
  });
});
