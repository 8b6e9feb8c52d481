import { endpoints } from '../../src/config/endpoints';
import { resourceMaintenancePermissions } from '../../src/lib/permission-codes';
import {
  maintenanceCreateRequestSchema,
  maintenanceMessages,
  maintenanceUpdateRequestSchema,
  type MaintenanceCreateRequest,
  type ResourceMaintenance,
} from '../../src/lib/schemas/resource-maintenance-schemas';
import { resourceMessages } from '../../src/lib/schemas/resource-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import type { MockResourceMaintenance } from '../db/resource-types';
import { getDb } from '../db/store';
import { compareKeys } from '../lib/text-order';
import { notFound, ok, validationError } from './handler-utils';
import { createLookup, personnelRef } from './record-refs';
import { issueMessages, route } from './route';

/** A resource's maintenance log (spec 3 §3, §7): entries created, updated and deleted one by one. */

function view(db: MockDb, entry: MockResourceMaintenance): ResourceMaintenance {
  return {
    context: entry.context,
    resourceContext: entry.resourceContext,
    date: entry.date,
    description: entry.description,
    cost: entry.cost,
    performedBy: personnelRef(createLookup(db), entry.performedByContext),
  };
}

/** The person must exist (an inactive one only when the entry already names them). */
function personProblem(db: MockDb, body: MaintenanceCreateRequest, existing?: MockResourceMaintenance): string | null {
  if (body.performedByContext === null) return null;
  const person = db.personnel.get(body.performedByContext);
  return !person || (!person.active && existing?.performedByContext !== person.context) ? resourceMessages.personnelUnknown : null;
}

function storedFields(body: MaintenanceCreateRequest) {
  return { date: body.date, description: body.description.trim(), cost: body.cost, performedByContext: body.performedByContext };
}

/** Newest first (by date, then by when it was written). */
const getAllByResource = route('get', endpoints.resourceMaintenance.getAllByResource, { allow: resourceMaintenancePermissions.read, context: resourceMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  if (!db.resources.has(context)) return notFound(resourceMessages.notFound);
  return db.resourceMaintenance
    .where('resource', context)
    .sort((a, b) => compareKeys(b.date, a.date) || compareKeys(b.dateCreated, a.dateCreated) || compareKeys(a.context, b.context))
    .map((entry) => view(db, entry));
});

const create = route('post', endpoints.resourceMaintenance.create, { allow: resourceMaintenancePermissions.create, body: maintenanceCreateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  if (!db.resources.has(body.resourceContext)) return notFound(resourceMessages.notFound);
  const problem = personProblem(db, body);
  if (problem) return validationError([problem]);
  const now = new Date().toISOString();
  const entry = db.resourceMaintenance.insert({ context: randomUuid(), resourceContext: body.resourceContext, ...storedFields(body), dateCreated: now, dateModified: now });
  return view(db, entry);
});

const update = route('post', endpoints.resourceMaintenance.update, { allow: resourceMaintenancePermissions.update, body: maintenanceUpdateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const existing = db.resourceMaintenance.get(body.context);
  if (!existing || existing.resourceContext !== body.resourceContext) return notFound(maintenanceMessages.notFound);
  const problem = personProblem(db, body, existing);
  if (problem) return validationError([problem]);
  const saved = db.resourceMaintenance.put({ ...existing, ...storedFields(body), dateModified: new Date().toISOString() });
  return view(db, saved);
});

const remove = route('delete', endpoints.resourceMaintenance.delete, { allow: resourceMaintenancePermissions.delete, context: maintenanceMessages.contextRequired }, ({ context }) =>
  getDb().resourceMaintenance.remove(context) ? ok() : notFound(maintenanceMessages.notFound),
);

export const resourceMaintenanceHandlers = [getAllByResource, create, update, remove];
