import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';
import {
  customerListItemSchema,
  type CustomerListItem,
  type CustomerSearchRequest,
  type SnapshotRequest,
} from '@/lib/schemas/dashboard-schemas';
import { SNAPSHOT_LIMIT } from '../model/snapshots';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';

const responseSchema = searchResponseSchema(customerListItemSchema);

/** The customer snapshot: the customer search with `recentlyUsed` or `assignedTo`, first 50. */
export async function searchRecentCustomers(request: SnapshotRequest): Promise<CustomerListItem[]> {
  const body: CustomerSearchRequest = {
    searchTerm: '',
    active: null,
    recentlyUsed: request.recentlyUsed,
    assignedTo: request.assignedTo,
    sort: { by: 'DateCreated', direction: 'DESC' },
    pageNumber: 0,
    pageSize: SNAPSHOT_LIMIT,
  };
  const response = await api.post(endpoints.customerSearch.search, body);
  return responseSchema.parse(response.data).results;
}

export function recentCustomersQueryOptions(request: SnapshotRequest) {
  return queryOptions({ queryKey: dashboardKeys.recentCustomers(request), queryFn: () => searchRecentCustomers(request), meta: summaryQueryMeta });
}

export function useRecentCustomers(request: SnapshotRequest) {
  return useQuery(recentCustomersQueryOptions(request));
}
