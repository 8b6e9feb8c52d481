import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { jobSearchRequestSchema, type JobListItem } from '../../src/lib/schemas/dashboard-schemas';
import { customerName } from '../db/record-views';
import { getDb } from '../db/store';
import type { Appointment, Job } from '../db/types';
import { apiPath, parseBody, requirePermission, requireUser, validationError } from './handler-utils';
import { addressView, createLookup, customerRef, picklistRef, recentFirst, type Lookup } from './record-refs';
import { page, searchTerm, unknownSortText, type SearchAnswer } from './search-utils';

/** Sort columns: `DateTime` (when the job was created; the default when `by` is empty), `Name` and `Number`. */
export const JOB_SORTS = ['DateTime', 'Name', 'Number'] as const;

function listItem(lookup: Lookup, job: Job, appointments: readonly Appointment[]): JobListItem | null {
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
    appointments: appointments
      .filter((appointment) => appointment.jobContext === job.context)
      .sort((a, b) => a.startDate.localeCompare(b.startDate))
      .map((appointment) => ({ startDate: appointment.startDate, allDay: appointment.allDay })),
  };
}

const search = http.post(apiPath(endpoints.jobSearch.search), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'JOB_R');
  if (denied) return denied;
  const body = await parseBody(request, jobSearchRequestSchema);
  if (body instanceof Response) return body;
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'DateTime';
  if (!(JOB_SORTS as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);

  const db = getDb();
  const lookup = createLookup(db);
  const statusTexts = new Map(db.picklists.filter((item) => item.kind === 'JobStatus').map((item) => [item.context, item.text]));
  const scheduledJobs =
    body.assignedTo === null
      ? null
      : new Set(
          db.appointments
            .filter((appointment) => appointment.jobContext && appointment.participantContexts.includes(body.assignedTo!))
            .map((appointment) => appointment.jobContext),
        );
  const found = db.jobs.filter((job) => {
    if (body.statuses.length > 0 && !body.statuses.includes(statusTexts.get(job.jobStatusContext) ?? '')) return false;
    if (scheduledJobs && !scheduledJobs.has(job.context)) return false;
    if (!term) return true;
    const customer = lookup.customer(job.serviceCustomerContext);
    return [job.name, job.description, String(job.number), customer ? customerName(customer) : ''].some((text) => text.toLowerCase().includes(term));
  });
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const compare = (a: Job, b: Job): number => {
    const order =
      sortBy === 'Number'
        ? a.number - b.number
        : sortBy === 'Name'
          ? a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })
          : a.dateTime.localeCompare(b.dateTime);
    return order * direction || a.number - b.number;
  };
  const ordered = body.recentlyUsed ? recentFirst(found, db.recentUses, user.id, 'job', compare) : [...found].sort(compare);
  const answer: SearchAnswer<JobListItem> = {
    results: page(ordered, body.pageNumber, body.pageSize)
      .map((job) => listItem(lookup, job, db.appointments))
      .filter((item): item is JobListItem => item !== null),
    searchResultCount: found.length,
    totalCount: db.jobs.length,
  };
  return HttpResponse.json(answer);
});

export const jobSearchHandlers = [search];
