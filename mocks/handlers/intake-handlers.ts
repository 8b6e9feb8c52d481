import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { endpoints } from '../../src/config/endpoints';
import { validationMessages } from '../../src/lib/schemas/contact-schemas';
import {
  intakeCreateRequestSchema,
  intakeMessages,
  intakeSearchRequestSchema,
  intakeSortFields,
  intakeUpdateRequestSchema,
  type IntakeCreateRequest,
  type IntakeHistoryEntryView,
  type IntakeListItem,
  type IntakeRecord,
  type IntakeSortField,
} from '../../src/lib/schemas/intake-schemas';
import { randomUuid } from '../db/ids';
import { recordIntakeChange } from '../db/intake-history';
import { customerName, personnelName } from '../db/record-views';
import { getDb, updateDb } from '../db/store';
import { removeOwnerForms } from './form-handlers';
import type { Customer, Intake, MockDb, MockUser } from '../db/types';
import {
  apiPath,
  clientError,
  clientTimezoneOffset,
  conflictError,
  notFound,
  ok,
  readJson,
  requirePermission,
  requireUser,
  validationError,
} from './handler-utils';
import { addressView, createLookup, customerRef, personnelRef, picklistRef, type Lookup } from './record-refs';
import { page, searchTerm, telephoneDigits, unknownSortText, type SearchAnswer } from './search-utils';

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

function userDisplayName(db: MockDb, user: MockUser): string {
  const person = db.personnel.find((item) => item.context === user.personnelContext);
  return person ? personnelName(person) : `${user.firstName} ${user.lastName}`;
}

function jobsOf(db: MockDb, intakeContext: string) {
  return db.jobs
    .filter((job) => job.intakeContext === intakeContext)
    .sort((a, b) => a.dateTime.localeCompare(b.dateTime) || a.context.localeCompare(b.context));
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

function listItem(lookup: Lookup, intake: Intake, customer: Customer): IntakeListItem {
  return {
    context: intake.context,
    dateTime: intake.dateTime,
    status: intake.status,
    description: intake.description,
    notes: intake.notes,
    intakeType: picklistRef(lookup, intake.intakeTypeContext),
    assignedTo: personnelRef(lookup, intake.assignedToContext),
    needsCallback: intake.needsCallback,
    customer: customerRef(lookup, customer),
    serviceAddress: addressView(lookup, intake.serviceAddressContext),
    jobCount: lookup.db.jobs.filter((job) => job.intakeContext === intake.context).length,
  };
}

/** The `context` query parameter, or a 400. */
function contextParameter(request: Request): string | Response {
  const context = new URL(request.url).searchParams.get('context')?.trim() ?? '';
  return context ? context : validationError([INTAKE_CONTEXT_REQUIRED_TEXT]);
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

/** The request body parsed with `schema`, or a 400 with the same messages the editor shows. */
async function parseIntakeBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T> | Response> {
  const parsed = schema.safeParse(await readJson(request));
  return parsed.success ? parsed.data : validationError(validationMessages(parsed.error));
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

const getByContext = http.get(apiPath(endpoints.intake.get), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'INTAKE_R');
  if (denied) return denied;
  const context = contextParameter(request);
  if (context instanceof Response) return context;
  const intake = getDb().intakes.find((candidate) => candidate.context === context);
  if (!intake) return notFound(INTAKE_NOT_FOUND_TEXT);
  updateDb((db) => {
    db.recentUses = db.recentUses.filter((use) => !(use.userId === user.id && use.kind === 'intake' && use.context === context));
    db.recentUses.push({ userId: user.id, kind: 'intake', context, at: new Date().toISOString() });
  });
  return HttpResponse.json(intakeRecord(createLookup(getDb()), intake));
});

const create = http.post(apiPath(endpoints.intake.create), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'INTAKE_C');
  if (denied) return denied;
  const body = await parseIntakeBody(request, intakeCreateRequestSchema);
  if (body instanceof Response) return body;
  const lookup = createLookup(getDb());
  const problems = referenceProblems(lookup, body);
  if (problems.length > 0) return validationError(problems);

  const fields = storedFields(body);
  const texts = fieldTexts(lookup, fields, clientTimezoneOffset(request));
  const now = new Date().toISOString();
  const saved = updateDb((db) => {
    const intake: Intake = {
      context: randomUuid(),
      ...fields,
      closedAt: closedAtFor(null, fields.status, now),
      dateCreated: now,
      dateModified: now,
      version: 1,
    };
    db.intakes.push(intake);
    db.recentUses.push({ userId: user.id, kind: 'intake', context: intake.context, at: now });
    const userName = userDisplayName(db, user);
    for (const key of ['description', 'intakeType', 'status', 'assignedTo'] as const) {
      if (texts[key] === '') continue;
      recordIntakeChange(db, { intakeContext: intake.context, userName, field: intakeHistoryFields[key], oldValue: '', newValue: texts[key], at: new Date(now) });
    }
    return intake;
  });
  return HttpResponse.json(intakeRecord(createLookup(getDb()), saved));
});

const update = http.post(apiPath(endpoints.intake.update), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'INTAKE_U');
  if (denied) return denied;
  const body = await parseIntakeBody(request, intakeUpdateRequestSchema);
  if (body instanceof Response) return body;
  const existing = getDb().intakes.find((candidate) => candidate.context === body.context);
  if (!existing) return notFound(INTAKE_NOT_FOUND_TEXT);
  if (existing.version !== body.version) return conflictError(INTAKE_CONFLICT_TEXT);
  const lookup = createLookup(getDb());
  const problems = referenceProblems(lookup, body);
  if (problems.length > 0) return validationError(problems);

  const offset = clientTimezoneOffset(request);
  const fields = storedFields(body);
  const before = fieldTexts(lookup, existing, offset);
  const after = fieldTexts(lookup, fields, offset);
  const changed = (Object.keys(intakeHistoryFields) as (keyof typeof intakeHistoryFields)[]).filter((key) =>
    key === 'dateTime' ? existing.dateTime !== fields.dateTime : before[key] !== after[key],
  );
  // A save without changes leaves the record (and its version) as it is.
  if (changed.length === 0 && existing.serviceAddressContext === fields.serviceAddressContext) {
    return HttpResponse.json(intakeRecord(lookup, existing));
  }
  const now = new Date().toISOString();
  const saved = updateDb((db) => {
    const intake = db.intakes.find((candidate) => candidate.context === body.context)!;
    const userName = userDisplayName(db, user);
    for (const key of changed) {
      // One save is one moment: its rows share the time, so the history keeps them in field order.
      recordIntakeChange(db, { intakeContext: intake.context, userName, field: intakeHistoryFields[key], oldValue: before[key], newValue: after[key], at: new Date(now) });
    }
    Object.assign(intake, fields, {
      closedAt: closedAtFor(intake, fields.status, now),
      dateModified: now,
      version: intake.version + 1,
    });
    db.recentUses = db.recentUses.filter((use) => !(use.userId === user.id && use.kind === 'intake' && use.context === intake.context));
    db.recentUses.push({ userId: user.id, kind: 'intake', context: intake.context, at: now });
    return intake;
  });
  return HttpResponse.json(intakeRecord(createLookup(getDb()), saved));
});

/**
 * Deletes an intake with its history, appointments and forms. An intake a job was started from is
 * kept (422): the job points back at it.
 */
const remove = http.delete(apiPath(endpoints.intake.delete), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'INTAKE_D');
  if (denied) return denied;
  const context = contextParameter(request);
  if (context instanceof Response) return context;
  const db = getDb();
  if (!db.intakes.some((candidate) => candidate.context === context)) return notFound(INTAKE_NOT_FOUND_TEXT);
  if (db.jobs.some((job) => job.intakeContext === context)) return clientError(INTAKE_HAS_JOB_TEXT);
  updateDb((state) => {
    state.intakes = state.intakes.filter((candidate) => candidate.context !== context);
    state.intakeHistory = state.intakeHistory.filter((entry) => entry.intakeContext !== context);
    state.appointments = state.appointments.filter((appointment) => appointment.intakeContext !== context);
    removeOwnerForms(state, 'Intake', context);
    state.recentUses = state.recentUses.filter((use) => !(use.kind === 'intake' && use.context === context));
  });
  return ok();
});

const getHistory = http.get(apiPath(endpoints.intake.getHistory), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'INTAKE_R');
  if (denied) return denied;
  const context = contextParameter(request);
  if (context instanceof Response) return context;
  const db = getDb();
  if (!db.intakes.some((candidate) => candidate.context === context)) return notFound(INTAKE_NOT_FOUND_TEXT);
  const entries: IntakeHistoryEntryView[] = db.intakeHistory
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.intakeContext === context)
    // Newest first; changes of one save keep the order they were recorded in.
    .sort((a, b) => b.entry.dateTime.localeCompare(a.entry.dateTime) || a.index - b.index)
    .map(({ entry }) => ({
      context: entry.context,
      dateTime: entry.dateTime,
      userName: entry.userName,
      field: entry.field,
      oldValue: entry.oldValue,
      newValue: entry.newValue,
    }));
  return HttpResponse.json(entries);
});

/** Texts the free-text search matches: title, description, the customer's names, addresses, telephones and emails. */
function searchTexts(lookup: Lookup, intake: Intake, customer: Customer): string[] {
  const serviceAddress = lookup.address(intake.serviceAddressContext);
  const addresses = serviceAddress ? [serviceAddress, ...customer.addresses] : customer.addresses;
  return [
    intake.description,
    intake.notes,
    customer.firstName,
    customer.lastName,
    customer.companyName,
    customerName(customer),
    ...addresses.map((address) => [address.street1, address.street2, address.city, address.state, address.postalCode].join(' ')),
    ...customer.telephoneList.map((telephone) => telephone.number),
    ...customer.emailList.map((email) => email.address),
  ];
}

const byText = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Filter (statuses, assignee, customer, term), sort by one of the keys, then one page. */
const search = http.post(apiPath(endpoints.intakeSearch.search), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'INTAKE_R');
  if (denied) return denied;
  const body = await parseIntakeBody(request, intakeSearchRequestSchema);
  if (body instanceof Response) return body;
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = (body.sort.by.trim() || 'DateTime') as IntakeSortField;
  if (!(intakeSortFields as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);

  const db = getDb();
  const lookup = createLookup(db);
  const digits = telephoneDigits(term);
  const rows = db.intakes
    .map((intake) => ({ intake, customer: lookup.customer(intake.customerContext) }))
    .filter((row): row is { intake: Intake; customer: Customer } => row.customer !== undefined);
  const found = rows.filter(({ intake, customer }) => {
    if (body.statuses.length > 0 && !body.statuses.includes(intake.status)) return false;
    if (body.assignedTo !== null && intake.assignedToContext !== body.assignedTo) return false;
    if (body.customerContext !== null && intake.customerContext !== body.customerContext) return false;
    if (!term) return true;
    if (searchTexts(lookup, intake, customer).some((text) => text.toLowerCase().includes(term))) return true;
    return digits !== '' && customer.telephoneList.some((telephone) => telephone.number.replace(/\D/g, '').includes(digits));
  });

  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const typeText = (intake: Intake) => lookup.picklist(intake.intakeTypeContext)?.text ?? '';
  const primary = (a: (typeof found)[number], b: (typeof found)[number]): number => {
    switch (sortBy) {
      case 'Status':
        return byText(a.intake.status, b.intake.status);
      case 'IntakeType':
        return byText(typeText(a.intake), typeText(b.intake)) || byText(a.intake.description, b.intake.description);
      case 'Description':
        return byText(a.intake.description, b.intake.description);
      case 'Customer':
        return byText(customerName(a.customer), customerName(b.customer));
      case 'DateTime':
        return a.intake.dateTime.localeCompare(b.intake.dateTime);
    }
  };
  // Ties: newest first, then a stable order.
  const ordered = [...found].sort(
    (a, b) => primary(a, b) * direction || b.intake.dateTime.localeCompare(a.intake.dateTime) || a.intake.context.localeCompare(b.intake.context),
  );
  const answer: SearchAnswer<IntakeListItem> = {
    results: page(ordered, body.pageNumber, body.pageSize).map(({ intake, customer }) => listItem(lookup, intake, customer)),
    searchResultCount: found.length,
    totalCount: rows.length,
  };
  return HttpResponse.json(answer);
});

/** Mock handlers for the intake calls (INTAKE_C, INTAKE_R, INTAKE_U, INTAKE_D). */
export const intakeHandlers = [getByContext, create, update, remove, getHistory, search];
