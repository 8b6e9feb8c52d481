import { appointmentMessages } from '../../src/lib/schemas/appointment-schemas';
import type { MockDb } from '../db/mock-store';
import type { Appointment, MockUser } from '../db/types';
import { actorOf, recordHistory } from './document-records';

/**
 * Work orders on visits (issue 16, spec 2 §4): attaching a job's work order to one of its visits
 * sets it Scheduled (the status users cannot pick by hand); detaching it from its last visit sets
 * it back to Pending. Complete and cancelled work orders stay as they are.
 */

/** 400 messages for work orders that are not the job's, or are closed and not already attached. */
export function workOrderProblems(db: MockDb, jobContext: string | null, contexts: readonly string[], alreadyAttached: readonly string[] = []): string[] {
  const problems = new Set<string>();
  for (const context of contexts) {
    const workOrder = db.workOrders.get(context);
    if (!workOrder || workOrder.jobContext !== jobContext) problems.add(appointmentMessages.workOrderNotOnJob);
    else if (!alreadyAttached.includes(context) && (workOrder.status === 'Complete' || workOrder.status === 'Cancelled')) {
      problems.add(appointmentMessages.workOrderClosed);
    }
  }
  return [...problems];
}

function setStatus(db: MockDb, user: MockUser, context: string, status: 'Scheduled' | 'Pending'): void {
  const workOrder = db.workOrders.get(context);
  if (!workOrder || workOrder.status === status) return;
  if (workOrder.status === 'Complete' || workOrder.status === 'Cancelled') return;
  if (status === 'Pending' && workOrder.status !== 'Scheduled') return;
  db.workOrders.put({ ...workOrder, status });
  const why = status === 'Scheduled' ? 'attached to a visit' : 'no longer on any visit';
  recordHistory(db, 'workOrder', context, 'Status Changed', `Status changed from ${workOrder.status} to ${status} (${why}).`, actorOf(db, user));
}

/**
 * Brings the work orders' statuses in line after `before` (null: a new visit) became `after`
 * (null: a deleted visit). Call after the appointment is stored.
 */
export function syncWorkOrderStatuses(db: MockDb, user: MockUser, before: Appointment | null, after: Appointment | null): void {
  const previous = before?.workOrderContexts ?? [];
  const next = after?.workOrderContexts ?? [];
  for (const context of next) if (!previous.includes(context)) setStatus(db, user, context, 'Scheduled');
  for (const context of previous) {
    if (next.includes(context)) continue;
    const stillOnAVisit = db.appointments.where('job', before?.jobContext ?? null).some((other) => other.workOrderContexts.includes(context));
    if (!stillOnAVisit) setStatus(db, user, context, 'Pending');
  }
}
