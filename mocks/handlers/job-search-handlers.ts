import { endpoints } from '../../src/config/endpoints';
import { jobSearchRequestSchema, type JobListItem } from '../../src/lib/schemas/dashboard-schemas';
import { customerName } from '../db/record-views';
import { getDb } from '../db/store';
import type { MockDb } from '../db/mock-store';
import type { Job } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { validationError } from './handler-utils';
import { addressView, createLookup, customerRef, picklistRef, recentFirst, type Lookup } from './record-refs';
import { route } from './route';
import { page, searchTerm, unknownSortText, type SearchAnswer } from './search-utils';

/** Sort columns: `DateTime` (when the job was created; the default when `by` is empty), `Name` and `Number`. */
export const JOB_SORTS = ['DateTime', 'Name', 'Number'] as const;

function listItem(lookup: Lookup, db: MockDb, job: Job): JobListItem | null {
  const customer = lookup.customer(job.serviceCustomerContext);
  if (!customer) return null;
  return {
    context: job.context,
    number: job.number,
    name: job.name,
    description: job.description,
    jobType: picklistRef(lookup, job.jobTypeContext),
    jobStatus: picklistRef(lookup, job.jobStatusContext),
    serviceCustomer: customerRef(lookup, customer),
    serviceAddress: addressView(lookup, job.serviceAddressContext),
    recurring: job.recurring,
    dateTime: job.dateTime,
    appointments: db.appointments
      .where('job', job.context)
      .sort((a, b) => compareKeys(a.startDate, b.startDate))
      .map((appointment) => ({ startDate: appointment.startDate, allDay: appointment.allDay })),
  };
}

const search = route('post', endpoints.jobSearch.search, { allow: 'JOB_R', body: jobSearchRequestSchema }, ({ user, body }) => {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'DateTime';
  if (!(JOB_SORTS as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);

  const db = getDb();
  const lookup = createLookup(db);
  const statusTexts = new Map(db.picklists.where('kind', 'JobStatus').map((item) => [item.context, item.text]));
  const scheduledJobs =
    body.assignedTo === null
      ? null
      : new Set(
          db.appointments
            .where('participant', body.assignedTo)
            .map((appointment) => appointment.jobContext)
            .filter((context) => context !== null),
        );
  const all = db.jobs.all();
  const found = all.filter((job) => {
    if (body.statuses.length > 0 && !body.statuses.includes(statusTexts.get(job.jobStatusContext) ?? '')) return false;
    if (scheduledJobs && !scheduledJobs.has(job.context)) return false;
    if (!term) return true;
    const customer = lookup.customer(job.serviceCustomerContext);
    return [job.name, job.description, String(job.number), customer ? customerName(customer) : ''].some((text) => text.toLowerCase().includes(term));
  });
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const compare = (a: Job, b: Job): number => {
    const order = sortBy === 'Number' ? a.number - b.number : sortBy === 'Name' ? compareText(a.name, b.name) : compareKeys(a.dateTime, b.dateTime);
    return order * direction || a.number - b.number;
  };
  const ordered = body.recentlyUsed ? recentFirst(db, found, user.id, 'job', compare) : [...found].sort(compare);
  const answer: SearchAnswer<JobListItem> = {
    results: page(ordered, body.pageNumber, body.pageSize)
      .map((job) => listItem(lookup, db, job))
      .filter((item): item is JobListItem => item !== null),
    searchResultCount: found.length,
    totalCount: all.length,
  };
  return answer;
});

export const jobSearchHandlers = [search];
