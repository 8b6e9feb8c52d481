import { describe, expect, it } from 'vitest';
import { supplierListDefaults, supplierSearchRequest, supplierTypeFilterOptions } from '@/features/suppliers/model/supplier-list';
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

  it('offers every type in picklist order after All Types, retired ones marked', () => {
    const type = (context: string, text: string, order: number, active = true) => ({ context, text, order, active, isDefault: false });
    expect(supplierTypeFilterOptions([type('b', 'Rental', 2), type('a', 'Wholesale', 1), type('c', 'Old', 2, false)])).toEqual([
      { value: 'all', label: 'All Types' },
      { value: 'a', label: 'Wholesale' },
      { value: 'c', label: 'Old (retired)' },
      { value: 'b', label: 'Rental' },
    ]);
  });
});
