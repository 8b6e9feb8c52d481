import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { jobListItemSchema, type JobListItem, type JobSearchRequest } from '@/lib/schemas/job-search-schemas';
import { jobKeys } from './job-keys';

export type { JobListItem };

/** `POST JobSearch/Search`: one page of jobs matching the filter; the previous page stays while the next loads. */
const search = recordSearch<JobListItem, JobSearchRequest>({ endpoint: endpoints.jobSearch.search, item: jobListItemSchema, queryKey: jobKeys.list });

export const searchJobs = search.request;
export const useJobSearch = search.useSearch;
export const useJobSearchPrefetch = search.usePrefetch;
