import type { ListSortOption } from '@/components/list-page/list-page';
import type { UserPreference } from '@/lib/auth/auth-schemas';
import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { pagedSearchRequest } from '@/lib/record-list';
import { workOrderSortKeys, workOrderStatuses, type DocumentSearchRequest } from '@/lib/schemas/document-schemas';
import { dateSorts, isRecentlyUsed, parseStatusFilter, preferenceValue, RECENTLY_USED_FILTER, sortPair, statusFilterValue } from './document-list';

/** The user preference giving the work order list its default status filter. */
export const WORK_ORDER_STATUS_PREFERENCE = 'WO_DEF_STAT_FLTR';

/** Spec 3 §9: Date or Status, also WorkOrderId; Date descending first. */
export const workOrderSortOptions: readonly ListSortOption[] = [
  ...dateSorts,
  ...sortPair('Status', ['ASC', 'Status A-Z'], ['DESC', 'Status Z-A']),
  ...sortPair('WorkOrderId', ['DESC', 'Work Order # High to Low'], ['ASC', 'Work Order # Low to High']),
];

export function workOrderListDefaults(preferences: readonly UserPreference[]): ListQueryDefaults {
  const statuses = parseStatusFilter(preferenceValue(preferences, WORK_ORDER_STATUS_PREFERENCE), workOrderStatuses);
  return { sortBy: 'Date', sortDirection: 'DESC', sortFields: workOrderSortKeys, filters: { status: statusFilterValue(statuses), [RECENTLY_USED_FILTER]: '' } };
}

/** `POST WorkOrder/Search` for a list query (spec 3 §3 Work order search request). */
export function workOrderSearchRequest(query: ListQuery, pageSize: number): DocumentSearchRequest {
  return {
    ...pagedSearchRequest(query, pageSize, workOrderSortKeys, 'Date'),
    statuses: parseStatusFilter(query.filters.status, workOrderStatuses),
    recentlyUsed: isRecentlyUsed(query),
  };
}
