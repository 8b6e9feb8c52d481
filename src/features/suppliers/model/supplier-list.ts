import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { supplierSortFields, type SupplierSearchRequest, type SupplierSortField } from '@/lib/schemas/supplier-schemas';
import { activeFilterValue, parseActiveFilter } from '@/lib/record-list';

/** The supplier list's address query: Name ascending (spec 1 §9), Active, every type, the page size setting. */
export const supplierListDefaults: ListQueryDefaults = {
  sortBy: 'Name',
  sortDirection: 'ASC',
  filters: { active: 'Active', type: '', size: '' },
};

export const supplierSortOptions: { by: SupplierSortField; direction: 'ASC' | 'DESC'; label: string }[] = [
  { by: 'Name', direction: 'ASC', label: 'Name (A to Z)' },
  { by: 'Name', direction: 'DESC', label: 'Name (Z to A)' },
  { by: 'SupplierType', direction: 'ASC', label: 'Supplier Type (A to Z)' },
  { by: 'SupplierType', direction: 'DESC', label: 'Supplier Type (Z to A)' },
];

export function supplierSortField(value: string): SupplierSortField {
  return (supplierSortFields as readonly string[]).includes(value) ? (value as SupplierSortField) : 'Name';
}

/** The search request for a list query. */
export function supplierSearchRequest(query: ListQuery, pageSize: number): SupplierSearchRequest {
  return {
    searchTerm: query.searchTerm.trim(),
    active: activeFilterValue(parseActiveFilter(query.filters.active)),
    supplierType: query.filters.type ? query.filters.type : null,
    sort: { by: supplierSortField(query.sortBy), direction: query.sortDirection },
    pageNumber: query.pageNumber,
    pageSize,
  };
}

/** A column heading's click: the other direction when it already sorts by that column, else ascending. */
export function nextSort(current: { by: SupplierSortField; direction: 'ASC' | 'DESC' }, by: SupplierSortField): { by: SupplierSortField; direction: 'ASC' | 'DESC' } {
  return { by, direction: current.by === by && current.direction === 'ASC' ? 'DESC' : 'ASC' };
}
