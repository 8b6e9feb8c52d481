import { endpoints } from '../../src/config/endpoints';
import { jobPermissions } from '../../src/lib/permission-codes';
import { jobSearchRequestSchema, jobSortKeys, type JobListItem, type JobSearchRequest, type JobSortKey } from '../../src/lib/schemas/job-search-schemas';
import { getDb } from '../db/store';
import type { MockDb } from '../db/mock-store';
import type { Job } from '../db/types';
import { compareKeys } from '../lib/text-order';
import { validationError } from './handler-utils';
import { jobSearchIndex } from './job-search-index';
import { addressView, createLookup, customerRef, recentFirst, type Lookup } from './record-refs';
import { jobTotals } from './job-lines';
import { jobIdentity } from './job-views';
import { route } from './route';
import { page, searchTerm, telephoneDigits, unknownSortText, type SearchAnswer } from './search-utils';

/** Sort columns: `DateTime` (when the job was created; the default when `by` is empty), `Name`, `Customer` and `Number`. */
export const JOB_SORTS = jobSortKeys;

function listItem(lookup: Lookup, db: MockDb, job: Job): JobListItem | null {
  const customer = lookup.customer(job.serviceCustomerContext);
  if (!customer) return null;
  return {
    ...jobIdentity(lookup, job),
    serviceCustomer: customerRef(lookup, customer),
    serviceAddress: addressView(lookup, job.serviceAddressContext),
    recurring: job.recurring,
    dateTime: job.dateTime,
    total: jobTotals(db, job).total,
    appointments: db.appointments
      .where('job', job.context)
      .sort((a, b) => compareKeys(a.startDate, b.startDate))
      .map((appointment) => ({ startDate: appointment.startDate, allDay: appointment.allDay })),
  };
}

/**
 * The jobs a search request matches (statuses, assigned personnel, customer, job type, the free
 * text) in its sort order, or a 400. The list's page and bulk changes' "all matching this filter"
 * both come from here.
 */
export function matchingJobs(db: MockDb, body: JobSearchRequest): Response | Job[] {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'DateTime';
  if (!(JOB_SORTS as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);

  const index = jobSearchIndex(db);
  const digits = telephoneDigits(term);
  const statusTexts = new Map(db.picklists.where('kind', 'JobStatus').map((item) => [item.context, item.text]));
  const statuses = body.statuses.length > 0 ? new Set(body.statuses) : null;
  const scheduledJobs =
    body.assignedTo === null
      ? null
      : new Set(
          db.appointments
            .where('participant', body.assignedTo)
            .map((appointment) => appointment.jobContext)
            .filter((context) => context !== null),
        );
  const customerJobs = body.customerContext ? new Set(db.jobs.where('customer', body.customerContext).map((job) => job.context)) : null;
  const jobType = body.jobTypeContext ?? null;
  const ordered = index.ordered(sortBy as JobSortKey, body.sort.direction);
  return ordered.filter(
    (job) =>
      (statuses === null || statuses.has(statusTexts.get(job.jobStatusContext) ?? '')) &&
      (scheduledJobs === null || scheduledJobs.has(job.context)) &&
      (customerJobs === null || customerJobs.has(job.context)) &&
      (jobType === null || job.jobTypeContext === jobType) &&
      index.matches(job, term, digits),
  );
}

/**
 * Spec 2 §2 Job list: server filter (statuses, assigned personnel, customer, job type, the free
 * text), sort (the six options and Number) and paging over the indexed jobs.
 */
const search = route('post', endpoints.jobSearch.search, { allow: jobPermissions.read, body: jobSearchRequestSchema }, ({ user, body }) => {
  const db = getDb();
  const found = matchingJobs(db, body);
  if (found instanceof Response) return found;
  const lookup = createLookup(db);
  const position = new Map(found.map((job, place) => [job, place]));
  const sorted = body.recentlyUsed ? recentFirst(db, found, user.id, 'job', (a, b) => position.get(a)! - position.get(b)!) : found;
  const answer: SearchAnswer<JobListItem> = {
    results: page(sorted, body.pageNumber, body.pageSize)
      .map((job) => listItem(lookup, db, job))
      .filter((item): item is JobListItem => item !== null),
    searchResultCount: found.length,
    totalCount: db.jobs.size,
  };
  return answer;
});

export const jobSearchHandlers = [search];
