import type { ListQuery } from '@/lib/list-query';
import { activeFilterOf, namedRecordListDefaults, nameSortOptions, pagedSearchRequest } from '@/lib/record-list';
import { customerSortFields, type CustomerSearchRequest, type CustomerSortField } from '@/lib/schemas/customer-schemas';

/** The customer list's address query: Name ascending, Active. */
export const customerListDefaults = namedRecordListDefaults(customerSortFields);

export const customerSortOptions: { by: CustomerSortField; direction: 'ASC' | 'DESC'; label: string }[] = [
  ...nameSortOptions,
  { by: 'DateCreated', direction: 'DESC', label: 'Newest First' },
  { by: 'DateCreated', direction: 'ASC', label: 'Oldest First' },
];

/** The search request for a list query. */
export function customerSearchRequest(query: ListQuery, pageSize: number): CustomerSearchRequest {
  return { ...pagedSearchRequest(query, pageSize, customerSortFields, 'Name'), active: activeFilterOf(query), recentlyUsed: false, assignedTo: null };
}

/** The picker's search: the term (3+ characters) or, with none, the user's recent customers first. */
export function customerPickerRequest(term: string, includeInactive: boolean, pageSize = 8): CustomerSearchRequest {
  const searchTerm = term.trim();
  return {
    searchTerm,
    active: includeInactive ? null : true,
    recentlyUsed: searchTerm === '',
    assignedTo: null,
    sort: { by: 'Name', direction: 'ASC' },
    pageNumber: 0,
    pageSize,
  };
}
