import { endpoints } from '../../src/config/endpoints';
import {
  resourceAttributeCreateRequestSchema,
  resourceAttributeMessages,
  resourceAttributeUpdateRequestSchema,
  type ResourceAttributeAdmin,
} from '../../src/lib/schemas/resource-attribute-admin-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import type { MockResourceAttribute } from '../db/resource-types';
import { getDb } from '../db/store';
import { compareKeys, compareText } from '../lib/text-order';
import { clientError, notFound, ok, validationError } from './handler-utils';
import { issueMessages, route } from './route';

/** How many resources carry a value of each attribute (one pass over the resources). */
function useCounts(db: MockDb): Map<string, number> {
  const counts = new Map<string, number>();
  for (const resource of db.resources.all()) {
    for (const value of resource.attributes) counts.set(value.attributeContext, (counts.get(value.attributeContext) ?? 0) + 1);
  }
  return counts;
}

function adminView(attribute: MockResourceAttribute, counts: Map<string, number>): ResourceAttributeAdmin {
  return { context: attribute.context, name: attribute.name, active: attribute.active, usedBy: counts.get(attribute.context) ?? 0 };
}

function duplicateOf(db: MockDb, typeContext: string, name: string, except: string | null): boolean {
  const wanted = name.trim().toLowerCase();
  return db.resourceAttributes.where('type', typeContext).some((attribute) => attribute.context !== except && attribute.name.trim().toLowerCase() === wanted);
}

/** `GET ResourceAttribute/GetAllByResourceType?context=` (ADMINISTRATOR): every attribute of the type, inactive too, by name. */
const getAll = route('get', endpoints.resourceAttribute.getAllByResourceType, { allow: 'ADMINISTRATOR', context: resourceAttributeMessages.typeRequired }, ({ context }) => {
  const db = getDb();
  const counts = useCounts(db);
  return db.resourceAttributes
    .where('type', context)
    .sort((a, b) => compareText(a.name, b.name) || compareKeys(a.context, b.context))
    .map((attribute) => adminView(attribute, counts));
});

const create = route('post', endpoints.resourceAttribute.create, { allow: 'ADMINISTRATOR', body: resourceAttributeCreateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const type = db.picklists.get(body.resourceTypeContext);
  if (!type || type.kind !== 'ResourceType') return validationError([resourceAttributeMessages.typeUnknown]);
  const name = body.name.trim();
  if (duplicateOf(db, type.context, name, null)) return validationError([resourceAttributeMessages.duplicate(name)]);
  const attribute: MockResourceAttribute = { context: randomUuid(), resourceTypeContext: type.context, name, active: body.active ?? true };
  db.resourceAttributes.insert(attribute);
  return adminView(attribute, useCounts(db));
});

const update = route('post', endpoints.resourceAttribute.update, { allow: 'ADMINISTRATOR', body: resourceAttributeUpdateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const attribute = db.resourceAttributes.get(body.context);
  if (!attribute) return notFound(resourceAttributeMessages.notFound);
  const name = body.name.trim();
  if (duplicateOf(db, attribute.resourceTypeContext, name, attribute.context)) return validationError([resourceAttributeMessages.duplicate(name)]);
  const next = { ...attribute, name, active: body.active };
  db.resourceAttributes.put(next);
  return adminView(next, useCounts(db));
});

/** Removes an attribute no resource carries a value of; one in use is refused (make it inactive). */
const remove = route('delete', endpoints.resourceAttribute.delete, { allow: 'ADMINISTRATOR', context: resourceAttributeMessages.notFound }, ({ context }) => {
  const db = getDb();
  const attribute = db.resourceAttributes.get(context);
  if (!attribute) return notFound(resourceAttributeMessages.notFound);
  if ((useCounts(db).get(context) ?? 0) > 0) return clientError(resourceAttributeMessages.inUse);
  db.resourceAttributes.remove(context);
  return ok();
});

export const resourceAttributeAdminHandlers = [getAll, create, update, remove];
