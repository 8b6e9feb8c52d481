import type { ListQuery } from '@/lib/list-query';
import { activeFilterOf, namedRecordListDefaults, nameSortOptions, pagedSearchRequest } from '@/lib/record-list';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { supplierSortFields, type SupplierSearchRequest, type SupplierSortField } from '@/lib/schemas/supplier-schemas';

/** The Supplier Type filter's option for every type (an empty `type` in the address). */
export const ALL_SUPPLIER_TYPES = 'all';

/** The supplier list's address query: Name ascending (spec 1 §9), Active, every type. */
export const supplierListDefaults = namedRecordListDefaults(supplierSortFields, { type: '' });

export const supplierSortOptions: { by: SupplierSortField; direction: 'ASC' | 'DESC'; label: string }[] = [
  ...nameSortOptions,
  { by: 'SupplierType', direction: 'ASC', label: 'Supplier Type (A to Z)' },
  { by: 'SupplierType', direction: 'DESC', label: 'Supplier Type (Z to A)' },
];

/** The search request for a list query. */
export function supplierSearchRequest(query: ListQuery, pageSize: number): SupplierSearchRequest {
  return {
    ...pagedSearchRequest(query, pageSize, supplierSortFields, 'Name'),
    active: activeFilterOf(query),
    supplierType: query.filters.type ? query.filters.type : null,
  };
}

/** The Supplier Type filter's options: All Types, then every type in picklist order, retired ones marked. */
export function supplierTypeFilterOptions(types: readonly PicklistItem[]): { value: string; label: string }[] {
  return [
    { value: ALL_SUPPLIER_TYPES, label: 'All Types' },
    ...[...types]
      .sort((a, b) => a.order - b.order || a.text.localeCompare(b.text))
      .map((item) => ({ value: item.context, label: item.active ? item.text : `${item.text} (retired)` })),
  ];
}
