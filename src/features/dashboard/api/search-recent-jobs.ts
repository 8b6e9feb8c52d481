import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';
import { jobListItemSchema, type JobListItem, type JobSearchRequest, type SnapshotRequest } from '@/lib/schemas/dashboard-schemas';
import { SNAPSHOT_LIMIT } from '../model/snapshots';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';

const responseSchema = searchResponseSchema(jobListItemSchema);

/** The job snapshot: the job search with `recentlyUsed` or `assignedTo` and the statuses, first 50. */
export async function searchRecentJobs(request: SnapshotRequest): Promise<JobListItem[]> {
  const body: JobSearchRequest = {
    searchTerm: '',
    statuses: request.statuses,
    recentlyUsed: request.recentlyUsed,
    assignedTo: request.assignedTo,
    sort: { by: 'DateTime', direction: 'DESC' },
    pageNumber: 0,
    pageSize: SNAPSHOT_LIMIT,
  };
  const response = await api.post(endpoints.jobSearch.search, body);
  return responseSchema.parse(response.data).results;
}

export function recentJobsQueryOptions(request: SnapshotRequest) {
  return queryOptions({ queryKey: dashboardKeys.recentJobs(request), queryFn: () => searchRecentJobs(request), meta: summaryQueryMeta });
}

export function useRecentJobs(request: SnapshotRequest) {
  return useQuery(recentJobsQueryOptions(request));
}
