import { describe, expect, it } from 'vitest';
import { changeListQuery, listQueryToParams, nextSort, parseListQuery, type ListQueryDefaults } from '@/lib/list-query';

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

  it('falls back to the default sort for a field the list cannot sort by', () => {
    const sorted: ListQueryDefaults = { ...defaults, sortFields: ['Name', 'SupplierType'] };
    expect(parseListQuery(new URLSearchParams('sort=City&dir=DESC'), sorted)).toMatchObject({ sortBy: 'Name', sortDirection: 'DESC' });
    expect(parseListQuery(new URLSearchParams('sort=SupplierType'), sorted).sortBy).toBe('SupplierType');
  });

  it('flips the sorted column and starts another column in its first direction', () => {
    expect(nextSort({ by: 'Name', direction: 'ASC' }, 'Name')).toEqual({ by: 'Name', direction: 'DESC' });
    expect(nextSort({ by: 'Name', direction: 'DESC' }, 'Name')).toEqual({ by: 'Name', direction: 'ASC' });
    expect(nextSort({ by: 'Name', direction: 'DESC' }, 'SupplierType')).toEqual({ by: 'SupplierType', direction: 'ASC' });
    expect(nextSort({ by: 'Subject', direction: 'ASC' }, 'Sent', 'DESC')).toEqual({ by: 'Sent', direction: 'DESC' });
    expect(nextSort({ by: 'Sent', direction: 'DESC' }, 'Sent', 'DESC')).toEqual({ by: 'Sent', direction: 'ASC' });
  });
});
