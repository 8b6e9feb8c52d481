import { endpoints } from '@/config/endpoints';
import { jobListItemSchema, type JobListItem, type JobSearchRequest } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { recentRecordSearch } from './search-recent-records';

/** The job snapshot: the job search with `recentlyUsed` or `assignedTo` and the statuses, newest first, first 50. */
const recentJobs = recentRecordSearch<JobListItem, JobSearchRequest>({
  endpoint: endpoints.jobSearch.search,
  item: jobListItemSchema,
  queryKey: dashboardKeys.recentJobs,
  body: ({ statuses, recentlyUsed, assignedTo }) => ({ searchTerm: '', statuses, recentlyUsed, assignedTo, sort: { by: 'DateTime', direction: 'DESC' } }),
});

export const searchRecentJobs = recentJobs.fetchRecent;
export const recentJobsQueryOptions = recentJobs.recentQueryOptions;
export const useRecentJobs = recentJobs.useRecent;
