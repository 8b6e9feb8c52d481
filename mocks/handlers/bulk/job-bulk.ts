import { jobPermissions } from '../../../src/lib/permission-codes';
import { jobSearchRequestSchema } from '../../../src/lib/schemas/job-search-schemas';
import type { MockDb } from '../../db/mock-store';
import { personnelName } from '../../db/record-views';
import type { Appointment, Job, PicklistEntry } from '../../db/types';
import { requestMessages, validationError } from '../handler-utils';
import { deleteJobAndRecords } from '../job-delete';
import { matchingJobs } from '../job-search-handlers';
import type { Lookup } from '../record-refs';
import type { BulkActionRule, BulkAdapter } from './bulk-adapter';
import { bulkValueMessages, sameValueReason } from './bulk-texts';

const CHANGE_DENIED = 'You do not have permission to change jobs.';

function activeEntry(lookup: Lookup, kind: PicklistEntry['kind'], context: string | null): PicklistEntry | undefined {
  const entry = lookup.picklist(context);
  return entry && entry.kind === kind && entry.active ? entry : undefined;
}

const text = (lookup: Lookup, context: string | null, none = 'None') => lookup.picklist(context)?.text ?? none;

/** Stores changed job fields as one write: the version one higher; an occurrence counts as changed in its chain. */
function saveJob(db: MockDb, job: Job, fields: Partial<Job>): number {
  const saved: Job = { ...job, ...fields, dateModified: new Date().toISOString(), version: job.version + 1 };
  if (job.chainId) saved.changedInChain = true;
  return db.jobs.put(saved).version;
}

/** A job field set to a picklist value (status, payment term). */
function picklistField(field: 'jobStatusContext' | 'paymentTermContext', kind: PicklistEntry['kind'], label: string, unknown: string): BulkActionRule<Job> {
  return {
    // Payment terms are hidden from users without cost read (technicians).
    permission: field === 'paymentTermContext' ? [jobPermissions.update, jobPermissions.costRead] : jobPermissions.update,
    deniedReason: CHANGE_DENIED,
    valueProblem: (lookup, value) => (activeEntry(lookup, kind, value) ? null : unknown),
    summary: (lookup, value) => `${label} → ${text(lookup, value)}`,
    plan: (lookup, job, value) => (job[field] === value ? { skip: sameValueReason(label, text(lookup, value)) } : { from: text(lookup, job[field]), to: text(lookup, value) }),
    apply: (lookup, _user, job, value) => saveJob(lookup.db, job, { [field]: value }),
    restore: (lookup, _user, current, before) => saveJob(lookup.db, current, { [field]: before[field] }),
  };
}

/** The job's visits still to come: not over and not completed, earliest first. */
function upcomingVisits(db: MockDb, job: Job, now = Date.now()): Appointment[] {
  return db.appointments
    .where('job', job.context)
    .filter((visit) => Date.parse(visit.endDate) >= now && visit.visitStatus !== 'Completed')
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

function peopleText(lookup: Lookup, contexts: readonly string[]): string {
  const names = [...new Set(contexts)].map((context) => lookup.personnel(context)).filter((person) => person !== undefined);
  return names.map(personnelName).join(', ') || 'Nobody';
}

const visitsText = (count: number) => `${count} upcoming visit${count === 1 ? '' : 's'}`;

/** Stores a visit's technicians as its own save does: the version one higher. */
function setVisitTechnicians(db: MockDb, visit: Appointment, participantContexts: string[]): void {
  db.appointments.put({ ...visit, participantContexts, version: (visit.version ?? 0) + 1 });
}

/**
 * Assign Technician: the chosen technician becomes the one on each of the job's upcoming visits (the
 * appointment editor's SCHED_U rule); a job without upcoming visits is skipped. The job itself is
 * unchanged; Undo puts each visit's technicians back.
 */
const assignTechnician: BulkActionRule<Job> = {
  permission: 'SCHED_U',
  deniedReason: 'You do not have permission to change appointments.',
  valueProblem: (lookup, value) => (lookup.personnel(value)?.active ? null : bulkValueMessages.technicianUnknown),
  summary: (lookup, value) => `Technician → ${peopleText(lookup, [value!])}`,
  plan: (lookup, job, value) => {
    const visits = upcomingVisits(lookup.db, job);
    if (visits.length === 0) return { skip: 'It has no upcoming visits.' };
    const current = visits.flatMap((visit) => visit.participantContexts);
    if (visits.every((visit) => visit.participantContexts.length === 1 && visit.participantContexts[0] === value)) {
      return { skip: `Its upcoming visits are already assigned to ${peopleText(lookup, [value!])}.` };
    }
    return { from: `${peopleText(lookup, current)} (${visitsText(visits.length)})`, to: peopleText(lookup, [value!]) };
  },
  snapshot: (lookup, job) => upcomingVisits(lookup.db, job).map((visit) => ({ context: visit.context, participantContexts: visit.participantContexts })),
  apply: (lookup, _user, job, value) => {
    for (const visit of upcomingVisits(lookup.db, job)) setVisitTechnicians(lookup.db, visit, [value!]);
    return job.version;
  },
  restore: (lookup, _user, current, _before, _offset, snapshot) => {
    for (const kept of snapshot as { context: string; participantContexts: string[] }[]) {
      const visit = lookup.db.appointments.get(kept.context);
      if (visit) setVisitTechnicians(lookup.db, visit, kept.participantContexts);
    }
    return current.version;
  },
};

const tagsText = (lookup: Lookup, contexts: readonly string[]) => contexts.map((context) => text(lookup, context, '')).filter(Boolean).join(', ') || 'None';

/** Jobs for bulk changes: Status, Add Tag, Payment Term, Assign Technician, Delete (spec 2 §8 Delete Job). */
export const jobBulk: BulkAdapter<Job> = {
  readPermission: jobPermissions.read,
  get: (db, context) => db.jobs.get(context),
  context: (job) => job.context,
  name: (_lookup, job) => `${job.name} (#${job.number})`,
  version: (job) => job.version,
  matching: (db, filter) => {
    const parsed = jobSearchRequestSchema.safeParse({ pageNumber: 1, pageSize: 1, ...(filter as object) });
    return parsed.success ? matchingJobs(db, parsed.data) : validationError(requestMessages(parsed.error));
  },
  actions: {
    status: picklistField('jobStatusContext', 'JobStatus', 'Status', bulkValueMessages.jobStatusUnknown),
    paymentTerm: picklistField('paymentTermContext', 'PaymentTerm', 'Payment Term', bulkValueMessages.paymentTermUnknown),
    assign: assignTechnician,
    tag: {
      permission: jobPermissions.update,
      deniedReason: CHANGE_DENIED,
      valueProblem: (lookup, value) => (activeEntry(lookup, 'JobTag', value) ? null : bulkValueMessages.jobTagUnknown),
      summary: (lookup, value) => `Add Tag → ${text(lookup, value)}`,
      plan: (lookup, job, value) =>
        job.tagContexts.includes(value!)
          ? { skip: `It already has the tag ${text(lookup, value)}.` }
          : { from: tagsText(lookup, job.tagContexts), to: tagsText(lookup, [...job.tagContexts, value!]) },
      apply: (lookup, _user, job, value) => saveJob(lookup.db, job, { tagContexts: [...job.tagContexts, value!] }),
      restore: (lookup, _user, current, before) => saveJob(lookup.db, current, { tagContexts: current.tagContexts.filter((tag) => before.tagContexts.includes(tag)) }),
    },
    delete: {
      permission: jobPermissions.delete,
      deniedReason: 'You do not have permission to delete jobs.',
      valueProblem: () => null,
      summary: () => 'Delete',
      plan: (lookup, job) => ({ from: text(lookup, job.jobStatusContext), to: 'Deleted' }),
      apply: (lookup, _user, job) => {
        deleteJobAndRecords(lookup.db, job);
        return null;
      },
    },
  },
};
