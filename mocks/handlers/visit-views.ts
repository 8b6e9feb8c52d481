import type { MyDay, Visit, VisitCustomer, VisitJob } from '../../src/lib/schemas/visit-schemas';
import { formOwnerKey } from '../db/mock-store';
import { customerName } from '../db/record-views';
import type { Appointment, Intake, Job, MockUser } from '../db/types';
import { compareKeys } from '../lib/text-order';
import { appointmentView } from './appointment-view';
import { formInstanceView } from './form-handlers';
import { jobLines } from './job-lines';
import { canSeeJobCosts, jobDetailView, jobIdentity, lineUses } from './job-views';
import type { Lookup } from './record-refs';

/**
 * A visit as My Day and the `Visit/*` calls answer it (`visitSchema`): the appointment with the
 * technician's progress, and what they need there, shaped by the caller's permissions (no cost or
 * markup without `JOB_COST_R`; the customer's job defaults are never sent).
 */

function visitJob(lookup: Lookup, job: Job, user: MockUser): VisitJob {
  const uses = lineUses(lookup.db, job.context);
  const showCosts = canSeeJobCosts(user);
  return {
    ...jobIdentity(lookup, job),
    internalNotes: job.internalNotes,
    version: job.version,
    lines: jobLines(lookup.db, job.context).map((line) => jobDetailView(line, uses, showCosts)),
  };
}

/** The intake of an intake visit: its type (`title`), its description (the intake's Title) and notes (its Description). */
function visitIntake(lookup: Lookup, intake: Intake): Visit['visitIntake'] {
  return {
    context: intake.context,
    title: lookup.picklist(intake.intakeTypeContext)?.text ?? '',
    description: intake.description,
    notes: intake.notes,
  };
}

function visitCustomer(lookup: Lookup, context: string | null): VisitCustomer | null {
  const customer = lookup.customer(context);
  if (!customer) return null;
  return {
    context: customer.context,
    customerName: customerName(customer),
    notes: customer.notes,
    telephoneList: customer.telephoneList.map((item) => ({ ...item })),
    emailList: customer.emailList.map((item) => ({ ...item })),
  };
}

/** The visit as the user may see it. */
export function visitView(lookup: Lookup, appointment: Appointment, user: MockUser): Visit {
  const { db } = lookup;
  const job = appointment.jobContext ? db.jobs.get(appointment.jobContext) : undefined;
  const intake = !job && appointment.intakeContext ? db.intakes.get(appointment.intakeContext) : undefined;
  const owner = job ? formOwnerKey('Job', job.context) : intake ? formOwnerKey('Intake', intake.context) : null;
  const forms = owner
    ? db.formInstances
        .where('owner', owner)
        .sort((a, b) => compareKeys(a.dateCreated, b.dateCreated) || compareKeys(a.context, b.context))
        .map(formInstanceView)
    : [];
  return {
    ...appointmentView(lookup, appointment),
    visitStatus: appointment.visitStatus ?? 'Scheduled',
    version: appointment.version ?? 0,
    onMyWayAt: appointment.onMyWayAt ?? null,
    startedAt: appointment.startedAt ?? null,
    finishedAt: appointment.finishedAt ?? null,
    visitJob: job ? visitJob(lookup, job, user) : null,
    visitIntake: intake ? visitIntake(lookup, intake) : null,
    visitCustomer: visitCustomer(lookup, appointment.customerContext),
    forms,
  };
}

/** The job statuses Finish offers: the active JobStatus entries in their order. */
export function activeJobStatuses(lookup: Lookup): MyDay['jobStatuses'] {
  return lookup.db.picklists
    .where('kind', 'JobStatus')
    .filter((entry) => entry.active)
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({ context: entry.context, text: entry.text }));
}
