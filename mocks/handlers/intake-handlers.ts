import { endpoints } from '../../src/config/endpoints';
import {
  intakeCreateRequestSchema,
  intakeMessages,
  intakeUpdateRequestSchema,
  type IntakeCreateRequest,
  type IntakeHistoryEntryView,
  type IntakeRecord,
} from '../../src/lib/schemas/intake-schemas';
import { randomUuid } from '../db/ids';
import { recordIntakeChange } from '../db/intake-history';
import { customerName, personnelName } from '../db/record-views';
import { recentUseKey, type MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { Intake, MockUser } from '../db/types';
import { compareKeys } from '../lib/text-order';
import { removeOwnerForms } from './form-handlers';
import { clientError, clientTimezoneOffset, conflictError, notFound, ok, validationError } from './handler-utils';
import { addressView, createLookup, customerRef, personnelRef, picklistRef, recordUse, type Lookup } from './record-refs';
import { issueMessages, route } from './route';

export const INTAKE_CONTEXT_REQUIRED_TEXT = 'An intake context is required.';
export const INTAKE_NOT_FOUND_TEXT = 'Intake record not found';
export const INTAKE_CONFLICT_TEXT =
  'This intake record was changed by someone else after you opened it. Your changes are still on the screen; reload the intake record to see the latest version before saving again.';
export const INTAKE_HAS_JOB_TEXT =
  'This intake record cannot be deleted because a job was started from it. Set its status to Complete or Cancelled instead.';

/** The names the Intake History dialog shows for each field. */
export const intakeHistoryFields = {
  dateTime: 'Date/Time',
  description: 'Title',
  notes: 'Description',
  intakeType: 'Type',
  status: 'Status',
  intakeSource: 'Intake Source',
  adSource: 'Ad Source',
  assignedTo: 'Assigned To',
  needsCallback: 'Needs Callback',
  customer: 'Customer',
  serviceAddress: 'Service Address',
} as const;

const MINUTE_MS = 60_000;

/** MM/dd/yyyy h:mm AM in the client's time zone (the `ClientTimezoneOffset` header). */
function clientDateTimeText(iso: string, offsetMinutes: number): string {
  const local = new Date(Date.parse(iso) - offsetMinutes * MINUTE_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = local.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}/${local.getUTCFullYear()} ${hour12}:${pad(local.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The name history rows show for a user: their personnel record's name, else the user's. */
export function userDisplayName(db: MockDb, user: MockUser): string {
  const person = db.personnel.get(user.personnelContext);
  return person ? personnelName(person) : `${user.firstName} ${user.lastName}`;
}

function jobsOf(db: MockDb, intakeContext: string) {
  return db.jobs.where('intake', intakeContext).sort((a, b) => compareKeys(a.dateTime, b.dateTime) || compareKeys(a.context, b.context));
}

export function intakeRecord(lookup: Lookup, intake: Intake): IntakeRecord {
  const customer = lookup.customer(intake.customerContext);
  if (!customer) throw new Error(`Intake ${intake.context} has no customer`);
  return {
    context: intake.context,
    dateTime: intake.dateTime,
    status: intake.status,
    description: intake.description,
    notes: intake.notes,
    intakeType: picklistRef(lookup, intake.intakeTypeContext),
    intakeSource: intake.intakeSourceContext ? picklistRef(lookup, intake.intakeSourceContext) : null,
    adSource: intake.adSourceContext ? picklistRef(lookup, intake.adSourceContext) : null,
    assignedTo: personnelRef(lookup, intake.assignedToContext),
    needsCallback: intake.needsCallback,
    customer: customerRef(lookup, customer),
    serviceAddress: addressView(lookup, intake.serviceAddressContext),
    jobs: jobsOf(lookup.db, intake.context).map((job) => ({ context: job.context, name: job.name })),
    version: intake.version,
  };
}

/** Checks the references of a create or update request against the database; the messages of what is wrong. */
function referenceProblems(lookup: Lookup, body: IntakeCreateRequest): string[] {
  const problems: string[] = [];
  if (lookup.picklist(body.intakeTypeContext)?.kind !== 'IntakeType') problems.push(intakeMessages.typeUnknown);
  if (body.intakeSourceContext && lookup.picklist(body.intakeSourceContext)?.kind !== 'IntakeSource') problems.push(intakeMessages.sourceUnknown);
  if (body.adSourceContext && lookup.picklist(body.adSourceContext)?.kind !== 'AdSource') problems.push(intakeMessages.adSourceUnknown);
  if (body.assignedToContext && !lookup.personnel(body.assignedToContext)) problems.push(intakeMessages.assigneeUnknown);
  const customer = lookup.customer(body.customerContext);
  if (!customer) problems.push(intakeMessages.customerUnknown);
  else if (body.serviceAddressContext && !customer.addresses.some((address) => address.context === body.serviceAddressContext)) {
    problems.push(intakeMessages.addressNotOfCustomer);
  }
  return problems;
}

/** The stored fields of a request (trimmed title, blank references as none). */
function storedFields(body: IntakeCreateRequest) {
  return {
    dateTime: new Date(body.dateTime).toISOString(),
    status: body.status,
    description: body.description.trim(),
    notes: body.notes,
    intakeTypeContext: body.intakeTypeContext,
    intakeSourceContext: body.intakeSourceContext || null,
    adSourceContext: body.adSourceContext || null,
    assignedToContext: body.assignedToContext || null,
    needsCallback: body.needsCallback,
    customerContext: body.customerContext,
    serviceAddressContext: body.serviceAddressContext || null,
  };
}

type StoredFields = ReturnType<typeof storedFields>;

/** Each field's text as the history shows it. */
function fieldTexts(lookup: Lookup, fields: StoredFields, offset: number): Record<keyof typeof intakeHistoryFields, string> {
  const picklistText = (context: string | null) => lookup.picklist(context)?.text ?? '';
  const person = lookup.personnel(fields.assignedToContext);
  const customer = lookup.customer(fields.customerContext);
  const address = lookup.address(fields.serviceAddressContext);
  return {
    dateTime: clientDateTimeText(fields.dateTime, offset),
    description: fields.description,
    notes: fields.notes,
    intakeType: picklistText(fields.intakeTypeContext),
    status: fields.status,
    intakeSource: picklistText(fields.intakeSourceContext),
    adSource: picklistText(fields.adSourceContext),
    assignedTo: person ? personnelName(person) : '',
    needsCallback: fields.needsCallback ? 'Yes' : 'No',
    customer: customer ? customerName(customer) : '',
    serviceAddress: address ? [address.street1, address.city].filter((part) => part.trim()).join(', ') : '',
  };
}

function closedAtFor(previous: Intake | null, status: Intake['status'], now: string): string | null {
  if (status !== 'Complete' && status !== 'Cancelled') return null;
  return previous && previous.status === status && previous.closedAt ? previous.closedAt : now;
}

const getByContext = route('get', endpoints.intake.get, { allow: 'INTAKE_R', context: INTAKE_CONTEXT_REQUIRED_TEXT }, ({ user, context }) => {
  const db = getDb();
  const intake = db.intakes.get(context);
  if (!intake) return notFound(INTAKE_NOT_FOUND_TEXT);
  recordUse(db, user.id, 'intake', context);
  return intakeRecord(createLookup(db), intake);
});

const create = route('post', endpoints.intake.create, { allow: 'INTAKE_C', body: intakeCreateRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  const db = getDb();
  const lookup = createLookup(db);
  const problems = referenceProblems(lookup, body);
  if (problems.length > 0) return validationError(problems);

  const fields = storedFields(body);
  const texts = fieldTexts(lookup, fields, clientTimezoneOffset(request));
  const now = new Date().toISOString();
  const intake = db.intakes.insert({
    context: randomUuid(),
    ...fields,
    closedAt: closedAtFor(null, fields.status, now),
    dateCreated: now,
    dateModified: now,
    version: 1,
  });
  recordUse(db, user.id, 'intake', intake.context, now);
  const userName = userDisplayName(db, user);
  for (const key of ['description', 'intakeType', 'status', 'assignedTo'] as const) {
    if (texts[key] === '') continue;
    recordIntakeChange(db, { intakeContext: intake.context, userName, field: intakeHistoryFields[key], oldValue: '', newValue: texts[key], at: new Date(now) });
  }
  return intakeRecord(lookup, intake);
});

/** An intake's stored fields, to change some of them (bulk changes). */
export function intakeStoredFields(intake: Intake): StoredFields {
  const { dateTime, status, description, notes, intakeTypeContext, intakeSourceContext, adSourceContext, assignedToContext, needsCallback, customerContext, serviceAddressContext } = intake;
  return { dateTime, status, description, notes, intakeTypeContext, intakeSourceContext, adSourceContext, assignedToContext, needsCallback, customerContext, serviceAddressContext };
}

/**
 * Stores checked fields over an intake: a history row per changed field, `closedAt`, the version
 * one higher. A save without changes leaves the record (and its version) as it is.
 */
export function saveIntakeFields(lookup: Lookup, user: MockUser, existing: Intake, fields: StoredFields, offset: number): Intake {
  const db = lookup.db;
  const before = fieldTexts(lookup, existing, offset);
  const after = fieldTexts(lookup, fields, offset);
  const changed = (Object.keys(intakeHistoryFields) as (keyof typeof intakeHistoryFields)[]).filter((key) =>
    key === 'dateTime' ? existing.dateTime !== fields.dateTime : before[key] !== after[key],
  );
  if (changed.length === 0 && existing.serviceAddressContext === fields.serviceAddressContext) return existing;
  const now = new Date().toISOString();
  const userName = userDisplayName(db, user);
  for (const key of changed) {
    // One save is one moment: its rows share the time, so the history keeps them in field order.
    recordIntakeChange(db, { intakeContext: existing.context, userName, field: intakeHistoryFields[key], oldValue: before[key], newValue: after[key], at: new Date(now) });
  }
  const saved = db.intakes.put({
    ...existing,
    ...fields,
    closedAt: closedAtFor(existing, fields.status, now),
    dateModified: now,
    version: existing.version + 1,
  });
  recordUse(db, user.id, 'intake', saved.context, now);
  return saved;
}

const update = route('post', endpoints.intake.update, { allow: 'INTAKE_U', body: intakeUpdateRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  const db = getDb();
  const existing = db.intakes.get(body.context);
  if (!existing) return notFound(INTAKE_NOT_FOUND_TEXT);
  if (existing.version !== body.version) return conflictError(INTAKE_CONFLICT_TEXT);
  const lookup = createLookup(db);
  const problems = referenceProblems(lookup, body);
  if (problems.length > 0) return validationError(problems);
  return intakeRecord(lookup, saveIntakeFields(lookup, user, existing, storedFields(body), clientTimezoneOffset(request)));
});

/** Why an intake cannot be deleted (a job was started from it), or `null`. */
export function intakeDeleteProblem(db: MockDb, context: string): string | null {
  return db.jobs.count('intake', context) > 0 ? INTAKE_HAS_JOB_TEXT : null;
}

/** Removes an intake with its history, appointments and forms (check `intakeDeleteProblem` first). */
export function removeIntake(db: MockDb, context: string): void {
  db.intakes.remove(context);
  for (const entry of db.intakeHistory.where('intake', context)) db.intakeHistory.remove(entry.context);
  for (const appointment of db.appointments.where('intake', context)) db.appointments.remove(appointment.context);
  for (const task of db.tasks.where('intake', context)) db.tasks.put({ ...task, intakeContext: null });
  removeOwnerForms(db, 'Intake', context);
  for (const use of db.recentUses.where('record', context)) if (use.kind === 'intake') db.recentUses.remove(recentUseKey(use));
}

/**
 * Deletes an intake with its history, appointments and forms. An intake a job was started from is
 * kept (422): the job points back at it.
 */
const remove = route('delete', endpoints.intake.delete, { allow: 'INTAKE_D', context: INTAKE_CONTEXT_REQUIRED_TEXT }, ({ context }) => {
  const db = getDb();
  if (!db.intakes.has(context)) return notFound(INTAKE_NOT_FOUND_TEXT);
  const problem = intakeDeleteProblem(db, context);
  if (problem) return clientError(problem);
  removeIntake(db, context);
  return ok();
});

const getHistory = route('get', endpoints.intake.getHistory, { allow: 'INTAKE_R', context: INTAKE_CONTEXT_REQUIRED_TEXT }, ({ context }) => {
  const db = getDb();
  if (!db.intakes.has(context)) return notFound(INTAKE_NOT_FOUND_TEXT);
  const entries: IntakeHistoryEntryView[] = db.intakeHistory
    .where('intake', context)
    .map((entry, index) => ({ entry, index }))
    // Newest first; changes of one save keep the order they were recorded in.
    .sort((a, b) => compareKeys(b.entry.dateTime, a.entry.dateTime) || a.index - b.index)
    .map(({ entry }) => ({
      context: entry.context,
      dateTime: entry.dateTime,
      userName: entry.userName,
      field: entry.field,
      oldValue: entry.oldValue,
      newValue: entry.newValue,
    }));
  return entries;
});

/** Mock handlers for the intake calls (INTAKE_C, INTAKE_R, INTAKE_U, INTAKE_D). */
export const intakeHandlers = [getByContext, create, update, remove, getHistory];
