import { describe, expect, it } from 'vitest';
import { nextSort, supplierListDefaults, supplierSearchRequest } from '@/features/suppliers/model/supplier-list';
import { parseListQuery } from '@/lib/list-query';

describe('supplier list query', () => {
  it('defaults to active suppliers of every type by name ascending', () => {
    expect(supplierSearchRequest(parseListQuery(new URLSearchParams(), supplierListDefaults), 25)).toEqual({
      searchTerm: '',
      active: true,
      supplierType: null,
      sort: { by: 'Name', direction: 'ASC' },
      pageNumber: 0,
      pageSize: 25,
    });
  });

  it('carries the type, status, sort and page from the address', () => {
    const query = parseListQuery(new URLSearchParams('type=rental&active=Inactive&sort=SupplierType&dir=DESC&page=3&q=yard'), supplierListDefaults);
    expect(supplierSearchRequest(query, 10)).toEqual({
      searchTerm: 'yard',
      active: false,
      supplierType: 'rental',
      sort: { by: 'SupplierType', direction: 'DESC' },
      pageNumber: 2,
      pageSize: 10,
    });
    const unknownSort = parseListQuery(new URLSearchParams('sort=City'), supplierListDefaults);
    expect(supplierSearchRequest(unknownSort, 10).sort.by).toBe('Name');
  });

  it('toggles a column heading between ascending and descending', () => {
    expect(nextSort({ by: 'Name', direction: 'ASC' }, 'Name')).toEqual({ by: 'Name', direction: 'DESC' });
    expect(nextSort({ by: 'Name', direction: 'DESC' }, 'Name')).toEqual({ by: 'Name', direction: 'ASC' });
    expect(nextSort({ by: 'Name', direction: 'DESC' }, 'SupplierType')).toEqual({ by: 'SupplierType', direction: 'ASC' });
  });
});
