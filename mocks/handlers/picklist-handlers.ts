import { endpoints } from '../../src/config/endpoints';
import { picklistKinds, type PicklistItem, type PicklistKind } from '../../src/lib/schemas/picklist-schemas';
import { compareKeys, compareText } from '../lib/text-order';
import { getDb } from '../db/store';
import { picklistPermissions } from '../../src/lib/permission-codes';
import {
  editablePicklistKinds,
  picklistCreateRequestSchema,
  picklistEditMessages,
  picklistUpdateRequestSchema,
  type EditablePicklistKind,
} from '../../src/lib/schemas/picklist-edit-schemas';
import { randomUuid } from '../db/ids';
import type { PicklistEntry } from '../db/types';
import { clientError, notFound, ok, validationError } from './handler-utils';
import { canSeeJobCosts } from './job-views';
import { issueMessages, route } from './route';

export const PICKLIST_KIND_REQUIRED_TEXT = 'A picklist kind is required.';
export const unknownPicklistKindText = (kind: string): string => `Unknown picklist kind ${kind}.`;

function isPicklistKind(kind: string): kind is PicklistKind {
  return (picklistKinds as readonly string[]).includes(kind);
}

/** Values of a picklist, active and inactive, by display order. Personnel are the staff, by last name. */
const getByKind = route('get', endpoints.picklist.getByKind, { allow: 'signed-in' }, ({ query, user }) => {
  const kind = query.get('kind')?.trim() ?? '';
  if (!kind) return validationError([PICKLIST_KIND_REQUIRED_TEXT]);
  if (!isPicklistKind(kind)) return validationError([unknownPicklistKindText(kind)]);
  // Payment terms are costs' company (JOB_COST_R, docs/api.md): a user without it gets none.
  if (kind === 'PaymentTerm' && !canSeeJobCosts(user)) return [];
  const db = getDb();
  if (kind === 'Personnel') {
    const people = [...db.personnel.all()].sort(
      (a, b) => compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName) || compareKeys(a.context, b.context),
    );
    const items: PicklistItem[] = people.map((person, index) => ({
      context: person.context,
      text: `${person.firstName} ${person.lastName}`,
      active: person.active,
      order: index + 1,
      isDefault: false,
    }));
    return items;
  }
  const items: PicklistItem[] = db.picklists
    .where('kind', kind)
    .sort((a, b) => a.order - b.order || compareText(a.text, b.text))
    .map((item) => ({ context: item.context, text: item.text, active: item.active, order: item.order, isDefault: item.isDefault }));
  return items;
});

function itemView(item: PicklistEntry): PicklistItem {
  return { context: item.context, text: item.text, active: item.active, order: item.order, isDefault: item.isDefault };
}

function isEditable(kind: string): kind is EditablePicklistKind {
  return (editablePicklistKinds as readonly string[]).includes(kind);
}

/** Numbers the kind's values 1, 2, … in `ordered`'s order (writing only those that move). */
function renumber(ordered: readonly PicklistEntry[]): void {
  const db = getDb();
  ordered.forEach((item, index) => {
    if (item.order !== index + 1) db.picklists.put({ ...item, order: index + 1 });
  });
}

function byOrder(kind: PicklistEntry['kind']): PicklistEntry[] {
  return getDb()
    .picklists.where('kind', kind)
    .sort((a, b) => a.order - b.order || compareText(a.text, b.text));
}

/** The default payment term moves to `context` (only one value is the default). */
function makeDefault(context: string): void {
  const db = getDb();
  for (const term of db.picklists.where('kind', 'PaymentTerm')) if (term.isDefault && term.context !== context) db.picklists.put({ ...term, isDefault: false });
}

const create = route('post', endpoints.picklist.create, { allow: picklistPermissions.create, body: picklistCreateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const siblings = byOrder(body.kind);
  const text = body.text.trim();
  if (siblings.some((item) => item.text.trim().toLowerCase() === text.toLowerCase())) return validationError([picklistEditMessages.duplicate(text)]);
  if (body.kind === 'PaymentTerm' && body.dueDays === undefined) return validationError([picklistEditMessages.daysRequired]);
  const isDefault = body.kind === 'PaymentTerm' && body.isDefault === true;
  if (isDefault && body.active === false) return validationError([picklistEditMessages.defaultInactive]);
  const item: PicklistEntry = {
    context: randomUuid(),
    kind: body.kind,
    text,
    active: body.active ?? true,
    order: siblings.reduce((highest, sibling) => Math.max(highest, sibling.order), 0) + 1,
    isDefault,
  };
  if (body.kind === 'PaymentTerm') item.dueDays = body.dueDays;
  db.picklists.insert(item);
  if (isDefault) makeDefault(item.context);
  return itemView(item);
});

const update = route('post', endpoints.picklist.update, { allow: picklistPermissions.update, body: picklistUpdateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const item = db.picklists.get(body.context);
  if (!item) return notFound(picklistEditMessages.notFound);
  if (!isEditable(item.kind)) return validationError([picklistEditMessages.kindInvalid]);
  const text = body.text.trim();
  const siblings = byOrder(item.kind);
  if (siblings.some((sibling) => sibling.context !== item.context && sibling.text.trim().toLowerCase() === text.toLowerCase())) {
    return validationError([picklistEditMessages.duplicate(text)]);
  }
  const isDefault = item.kind === 'PaymentTerm' ? (body.isDefault ?? item.isDefault) : false;
  if (isDefault && !body.active) return validationError([picklistEditMessages.defaultInactive]);
  if (item.kind === 'JobStatus' && !body.active && !siblings.some((sibling) => sibling.active && sibling.context !== item.context)) {
    return validationError([picklistEditMessages.lastActiveStatus]);
  }
  const next: PicklistEntry = { ...item, text, active: body.active, isDefault };
  if (item.kind === 'PaymentTerm' && body.dueDays !== undefined) next.dueDays = body.dueDays;
  db.picklists.put(next);
  if (isDefault) makeDefault(item.context);
  if (body.order !== undefined) {
    const others = byOrder(item.kind).filter((sibling) => sibling.context !== item.context);
    others.splice(Math.min(body.order, others.length + 1) - 1, 0, db.picklists.get(item.context)!);
    renumber(others);
  }
  return itemView(db.picklists.get(item.context)!);
});

/** What uses the value (the refusal names it), or `null` when nothing does. */
function usedBy(item: PicklistEntry): string | null {
  const db = getDb();
  const used = (records: string, uses: boolean) => (uses ? records : null);
  switch (item.kind) {
    case 'IntakeType':
      return used('intake records', db.intakes.all().some((intake) => intake.intakeTypeContext === item.context));
    case 'IntakeSource':
      return used('intake records', db.intakes.all().some((intake) => intake.intakeSourceContext === item.context));
    case 'AdSource':
      return used('intake records', db.intakes.all().some((intake) => intake.adSourceContext === item.context));
    case 'TaskType':
      return used('tasks', db.tasks.all().some((task) => task.taskTypeContext === item.context));
    case 'SupplierType':
      return used('suppliers', db.suppliers.all().some((supplier) => supplier.supplierTypeContext === item.context));
    case 'ResourceType':
      return (
        used('resources', db.resources.all().some((resource) => resource.resourceTypeContext === item.context)) ??
        used('resource attributes', db.resourceAttributes.where('type', item.context).length > 0)
      );
    default:
      return null;
  }
}

/** Whether jobs (or, for payment terms, customers' job defaults) use the value. */
function inUse(item: PicklistEntry): boolean {
  const db = getDb();
  if (item.kind === 'JobType') return db.jobs.all().some((job) => job.jobTypeContext === item.context);
  if (item.kind === 'JobStatus') return db.jobs.all().some((job) => job.jobStatusContext === item.context);
  if (item.kind === 'PaymentTerm') {
    return db.jobs.all().some((job) => job.paymentTermContext === item.context) || db.customers.all().some((customer) => customer.jobConfig.paymentTermContext === item.context);
  }
  return false;
}

/** Removes a value; a job tag is taken off the jobs that carry it, other values in use are refused. */
const remove = route('delete', endpoints.picklist.delete, { allow: picklistPermissions.delete, context: picklistEditMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  const item = db.picklists.get(context);
  if (!item) return notFound(picklistEditMessages.notFound);
  if (!isEditable(item.kind)) return validationError([picklistEditMessages.kindInvalid]);
  if (inUse(item)) return clientError(picklistEditMessages.inUse);
  const user = usedBy(item);
  if (user) return clientError(picklistEditMessages.inUseBy(user));
  if (item.kind === 'JobStatus' && !byOrder('JobStatus').some((sibling) => sibling.active && sibling.context !== item.context)) {
    return validationError([picklistEditMessages.lastActiveStatus]);
  }
  if (item.kind === 'JobTag') {
    for (const job of db.jobs.all()) {
      if (job.tagContexts.includes(context)) db.jobs.put({ ...job, tagContexts: job.tagContexts.filter((tag) => tag !== context) });
    }
  }
  db.picklists.remove(context);
  renumber(byOrder(item.kind));
  return ok();
});

export const picklistHandlers = [getByKind, create, update, remove];
