import { endpoints } from '../../src/config/endpoints';
import {
  intakeStatuses,
  snapshotRequestSchema,
  taskStatuses,
  type IntakeSnapshotItem,
  type IntakeSnapshotResponse,
  type TaskSnapshotResponse,
} from '../../src/lib/schemas/dashboard-schemas';
import { getDb } from '../db/store';
import type { Intake, Task } from '../db/types';
import { DAY_MS } from './client-time';
import { compareKeys } from '../lib/text-order';
import { validationError } from './handler-utils';
import { route } from './route';
import { addressView, createLookup, customerRef, picklistRef, recentFirst, type Lookup } from './record-refs';
import { taskSummary } from './task-views';

/** Records a dashboard snapshot lists at most. */
export const SNAPSHOT_LIMIT = 50;
/** The intake summary counts completions and cancellations this many days back. */
export const INTAKE_SUMMARY_DAYS = 30;

export const unknownStatusText = (status: string): string => `Unknown status ${status}.`;

function unknownStatuses(statuses: readonly string[], known: readonly string[]): Response | undefined {
  const unknown = statuses.filter((status) => !known.includes(status));
  return unknown.length > 0 ? validationError(unknown.map(unknownStatusText)) : undefined;
}

function intakeItem(lookup: Lookup, intake: Intake): IntakeSnapshotItem | null {
  const customer = lookup.customer(intake.customerContext);
  if (!customer) return null;
  return {
    context: intake.context,
    intakeType: picklistRef(lookup, intake.intakeTypeContext),
    description: intake.description,
    dateTime: intake.dateTime,
    customer: customerRef(lookup, customer),
    serviceAddress: addressView(lookup, intake.serviceAddressContext),
    status: intake.status,
  };
}

const byDateTimeDesc = (a: Intake, b: Intake): number => compareKeys(b.dateTime, a.dateTime) || compareKeys(a.context, b.context);

const getIntakeSnapshot = route('post', endpoints.intakeSnapshot.getSnapshot, { allow: 'INTAKE_R', body: snapshotRequestSchema }, ({ user, body }) => {
  const invalid = unknownStatuses(body.statuses, intakeStatuses);
  if (invalid) return invalid;

  const db = getDb();
  const lookup = createLookup(db);
  const now = Date.now();
  const assigned = body.assignedTo === null ? db.intakes.all() : db.intakes.where('assignedTo', body.assignedTo);
  const matching = assigned.filter((intake) => body.statuses.length === 0 || body.statuses.includes(intake.status));
  const ordered = body.recentlyUsed ? recentFirst(db, matching, user.id, 'intake', byDateTimeDesc) : [...matching].sort(byDateTimeDesc);
  const closedSince = (status: Intake['status']): number =>
    assigned.filter((intake) => intake.status === status && intake.closedAt !== null && Date.parse(intake.closedAt) >= now - INTAKE_SUMMARY_DAYS * DAY_MS)
      .length;
  const answer: IntakeSnapshotResponse = {
    results: ordered
      .map((intake) => intakeItem(lookup, intake))
      .filter((item): item is IntakeSnapshotItem => item !== null)
      .slice(0, SNAPSHOT_LIMIT),
    request: body,
    dateTime: new Date(now).toISOString(),
    intakeStatusSummary: {
      pending: assigned.filter((intake) => intake.status === 'Pending').length,
      complete: closedSince('Complete'),
      cancelled: closedSince('Cancelled'),
    },
  };
  return answer;
});


/** Tasks changed last come first. */
const byModifiedDesc = (a: Task, b: Task): number => compareKeys(b.dateModified, a.dateModified) || compareKeys(a.context, b.context);

const getTaskSnapshot = route('post', endpoints.taskSnapshot.getSnapshot, { allow: 'TASK_R', body: snapshotRequestSchema }, ({ user, body }) => {
  const invalid = unknownStatuses(body.statuses, taskStatuses);
  if (invalid) return invalid;

  const db = getDb();
  const lookup = createLookup(db);
  const assigned = body.assignedTo === null ? db.tasks.all() : db.tasks.where('assignedTo', body.assignedTo);
  const matching = assigned.filter((task) => body.statuses.length === 0 || body.statuses.includes(task.status));
  const ordered = body.recentlyUsed ? recentFirst(db, matching, user.id, 'task', byModifiedDesc) : [...matching].sort(byModifiedDesc);
  const answer: TaskSnapshotResponse = {
    results: ordered.slice(0, SNAPSHOT_LIMIT).map((task) => taskSummary(lookup, task)),
    request: body,
    dateTime: new Date().toISOString(),
  };
  return answer;
});

export const snapshotHandlers = [getIntakeSnapshot, getTaskSnapshot];
