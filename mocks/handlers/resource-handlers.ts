import { endpoints } from '../../src/config/endpoints';
import { resourcePermissions } from '../../src/lib/permission-codes';
import { storedRichText } from '../../src/lib/rich-text';
import {
  resourceCreateRequestSchema,
  resourceMessages,
  resourceSearchRequestSchema,
  resourceSortFields,
  resourceUpdateRequestSchema,
  type ResourceCreateRequest,
  type ResourceListItem,
  type ResourceSortField,
} from '../../src/lib/schemas/resource-schemas';
import { randomUuid } from '../db/ids';
import { formOwnerKey, type MockDb } from '../db/mock-store';
import type { MockResource } from '../db/pricebook-types';
import { getDb } from '../db/store';
import { compareKeys, compareText } from '../lib/text-order';
import { clientError, conflictError, notFound, ok, validationError } from './handler-utils';
import { createLookup } from './record-refs';
import { compareResources, resourceListItem, resourceMatches, resourceView } from './resource-views';
import { issueMessages, route } from './route';
import { page, searchTerm, unknownSortText, type SearchAnswer } from './search-utils';

export const RESOURCE_HOLDS_STOCK_TEXT = 'This resource holds pricebook stock. Move its stock to another resource, or make the resource inactive instead.';

/** The active resources as `{ context, name }` by name (the stock rows' resource select). */
const getPicklist = route('get', endpoints.resource.getPicklist, { allow: 'signed-in' }, () =>
  getDb()
    .resources.all()
    .filter((resource) => resource.active)
    .sort((a, b) => compareText(a.name, b.name) || compareKeys(a.context, b.context))
    .map((resource) => ({ context: resource.context, name: resource.name })),
);

/** The company's locations by name, inactive ones too (a resource may still be at one). */
const getLocationPicklist = route('get', endpoints.location.getPicklist, { allow: 'signed-in' }, () =>
  [...getDb().locations.all()]
    .sort((a, b) => compareText(a.name, b.name) || compareKeys(a.context, b.context))
    .map((location) => ({ context: location.context, name: location.name, active: location.active })),
);

/** The attributes of a resource type (active ones), by name. */
const getAttributesByType = route('get', endpoints.resourceAttribute.getByResourceType, { allow: resourcePermissions.read, context: 'A resource type context is required.' }, ({ context }) =>
  getDb()
    .resourceAttributes.where('type', context)
    .filter((attribute) => attribute.active)
    .sort((a, b) => compareText(a.name, b.name) || compareKeys(a.context, b.context))
    .map((attribute) => ({ context: attribute.context, name: attribute.name, active: attribute.active })),
);

/** What the schema cannot know: the type, attributes, location and person exist (retired ones only when already chosen). */
function referenceProblems(db: MockDb, body: ResourceCreateRequest, existing: MockResource | undefined): string[] {
  const problems: string[] = [];
  if (body.resourceTypeContext !== null) {
    const type = db.picklists.get(body.resourceTypeContext);
    if (!type || type.kind !== 'ResourceType' || (!type.active && existing?.resourceTypeContext !== type.context)) problems.push(resourceMessages.typeUnknown);
  }
  const offered = new Set(body.resourceTypeContext ? db.resourceAttributes.where('type', body.resourceTypeContext).map((attribute) => attribute.context) : []);
  if (body.attributes.some((entry) => !offered.has(entry.attributeContext))) problems.push(resourceMessages.attributeUnknown);
  if (body.locationContext !== null && !db.locations.has(body.locationContext)) problems.push(resourceMessages.locationUnknown);
  if (body.assignedToContext !== null) {
    const person = db.personnel.get(body.assignedToContext);
    if (!person || (!person.active && existing?.assignedToContext !== person.context)) problems.push(resourceMessages.personnelUnknown);
  }
  return problems;
}

function storedFields(body: ResourceCreateRequest) {
  return {
    name: body.name.trim(),
    description: storedRichText(body.description),
    active: body.active,
    resourceTypeContext: body.resourceTypeContext,
    locationContext: body.locationContext,
    assignedToContext: body.assignedToContext,
    // Spec 3 §4: no person, no date issued.
    dateIssued: body.assignedToContext === null ? null : body.dateIssued,
    attributes: body.attributes.map((entry) => ({ attributeContext: entry.attributeContext, value: entry.value.trim() })),
  };
}

const getByContext = route('get', endpoints.resource.get, { allow: resourcePermissions.read, context: resourceMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  const resource = db.resources.get(context);
  return resource ? resourceView(db, resource) : notFound(resourceMessages.notFound);
});

const create = route('post', endpoints.resource.create, { allow: resourcePermissions.create, body: resourceCreateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const problems = referenceProblems(db, body, undefined);
  if (problems.length > 0) return validationError(problems);
  const now = new Date().toISOString();
  const resource = db.resources.insert({ context: randomUuid(), ...storedFields(body), dateCreated: now, dateModified: now, version: 1 });
  return resourceView(db, resource);
});

const update = route('post', endpoints.resource.update, { allow: resourcePermissions.update, body: resourceUpdateRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const existing = db.resources.get(body.context);
  if (!existing) return notFound(resourceMessages.notFound);
  if (existing.version !== body.version) return conflictError(resourceMessages.conflict);
  const problems = referenceProblems(db, body, existing);
  if (problems.length > 0) return validationError(problems);
  const saved = db.resources.put({ ...existing, ...storedFields(body), dateModified: new Date().toISOString(), version: existing.version + 1 });
  return resourceView(db, saved);
});

/** Refused while stock sits on the resource; takes its maintenance log, forms and images and files with it. */
const remove = route('delete', endpoints.resource.delete, { allow: resourcePermissions.delete, context: resourceMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  if (!db.resources.has(context)) return notFound(resourceMessages.notFound);
  if (db.inventoryLevels.where('resource', context).length > 0) return clientError(RESOURCE_HOLDS_STOCK_TEXT);
  for (const entry of db.resourceMaintenance.where('resource', context)) db.resourceMaintenance.remove(entry.context);
  for (const instance of db.formInstances.where('owner', formOwnerKey('Resource', context))) db.formInstances.remove(instance.context);
  for (const item of db.storageItems.where('entity', context)) {
    if (item.mappedType !== 'Resources') continue;
    const others = item.mappedEntities.filter((entity) => entity.context !== context);
    if (others.length > 0) db.storageItems.put({ ...item, mappedEntities: others });
    else db.storageItems.remove(item.context);
  }
  db.resources.remove(context);
  return ok();
});

/** Filter (active, location, person, type, a term of at least 3 characters), sort (blanks last), one page. */
const search = route('post', endpoints.resource.search, { allow: resourcePermissions.read, body: resourceSearchRequestSchema, messages: issueMessages }, ({ body }) => {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'Name';
  if (!(resourceSortFields as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);
  const db = getDb();
  const lookup = createLookup(db);
  const all = db.resources.all();
  const found: ResourceListItem[] = [];
  for (const resource of all) {
    if (body.active !== null && resource.active !== body.active) continue;
    if (body.location !== null && resource.locationContext !== body.location) continue;
    if (body.assignedTo !== null && resource.assignedToContext !== body.assignedTo) continue;
    if (body.resourceType !== null && resource.resourceTypeContext !== body.resourceType) continue;
    const item = resourceListItem(lookup, resource);
    if (resourceMatches(item, resource, term)) found.push(item);
  }
  found.sort(compareResources(sortBy as ResourceSortField, body.sort.direction === 'ASC' ? 1 : -1));
  const answer: SearchAnswer<ResourceListItem> = { results: page(found, body.pageNumber, body.pageSize), searchResultCount: found.length, totalCount: all.length };
  return answer;
});

/** Mock handlers for resources (RES_C, RES_R, RES_U, RES_D), their type's attributes and the pickers. */
export const resourceHandlers = [getPicklist, getLocationPicklist, getAttributesByType, getByContext, create, update, remove, search];
