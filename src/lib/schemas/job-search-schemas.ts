import { z } from 'zod';
import { searchResponseSchema } from './common-schemas';
import { jobListItemSchema, jobSearchRequestSchema as snapshotJobSearchRequestSchema } from './dashboard-schemas';

/**
 * `POST JobSearch/Search` (spec 2 §2 Job list): the dashboard's job search with the job list's
 * filters. The term (3 characters or more) matches the job name, description and number, and the
 * service customer's name, first name, last name, addresses, telephone numbers (also by digits) and
 * email addresses.
 */

/** Sort keys: spec 2 §2's Date, Name and Customer (each A-Z or Z-A), plus the job number. */
export const jobSortKeys = ['DateTime', 'Name', 'Customer', 'Number'] as const;
export type JobSortKey = (typeof jobSortKeys)[number];

/** Spec 2 §9: the job list's default sort. */
export const DEFAULT_JOB_SORT = { by: 'DateTime', direction: 'DESC' } as const;

/**
 * The request: `{ searchTerm, sort: { by, direction }, pageNumber (0-based), pageSize, statuses
 * (JobStatus texts, empty for all), assignedTo (personnel context or null), recentlyUsed }` and
 * the optional `customerContext` (jobs whose service or billing customer it is) and
 * `jobTypeContext`. `sort.by` empty means DateTime.
 */
export const jobSearchRequestSchema = snapshotJobSearchRequestSchema.extend({
  customerContext: z.string().nullable().optional(),
  jobTypeContext: z.string().nullable().optional(),
});
export type JobSearchRequest = z.infer<typeof jobSearchRequestSchema>;

export { jobListItemSchema, type JobListItem } from './dashboard-schemas';

export const jobSearchResponseSchema = searchResponseSchema(jobListItemSchema);
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;
