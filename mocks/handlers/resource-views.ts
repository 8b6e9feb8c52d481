import type { Resource, ResourceListItem, ResourceSortField } from '../../src/lib/schemas/resource-schemas';
import { richTextPlain } from '../../src/lib/rich-text';
import type { MockDb } from '../db/mock-store';
import type { MockResource } from '../db/pricebook-types';
import { compareKeys, compareText } from '../lib/text-order';
import { createLookup, personnelRef, picklistRef, type Lookup } from './record-refs';

/** Resources as the API answers them: names of their type, location and person read at answer time. */

function locationRef(db: MockDb, context: string | null): { context: string; name: string } | null {
  const location = context ? db.locations.get(context) : undefined;
  return location ? { context: location.context, name: location.name } : null;
}

export function resourceListItem(lookup: Lookup, resource: MockResource): ResourceListItem {
  return {
    context: resource.context,
    name: resource.name,
    active: resource.active,
    resourceType: resource.resourceTypeContext ? picklistRef(lookup, resource.resourceTypeContext) : null,
    location: locationRef(lookup.db, resource.locationContext),
    assignedTo: personnelRef(lookup, resource.assignedToContext),
    dateIssued: resource.dateIssued,
  };
}

export function resourceView(db: MockDb, resource: MockResource): Resource {
  const lookup = createLookup(db);
  return {
    ...resourceListItem(lookup, resource),
    description: resource.description,
    attributes: resource.attributes.map((entry) => ({
      attributeContext: entry.attributeContext,
      label: db.resourceAttributes.get(entry.attributeContext)?.name ?? '',
      value: entry.value,
    })),
    version: resource.version,
  };
}

/** True when the term (lower case) is in the name, type, person, location, description or an attribute's value. */
export function resourceMatches(item: ResourceListItem, resource: MockResource, term: string): boolean {
  if (!term) return true;
  const texts = [
    item.name,
    item.resourceType?.text ?? '',
    item.assignedTo?.name ?? '',
    item.location?.name ?? '',
    richTextPlain(resource.description),
    ...resource.attributes.map((entry) => entry.value),
  ];
  return texts.some((text) => text.toLowerCase().includes(term));
}

/** The text a sort field orders by; a resource without one sorts after those with one (ascending). */
function sortText(item: ResourceListItem, by: ResourceSortField): string | null {
  switch (by) {
    case 'Name':
      return item.name;
    case 'AssignedTo':
      return item.assignedTo?.name ?? null;
    case 'ResourceType':
      return item.resourceType?.text ?? null;
    case 'DateIssued':
      return item.dateIssued;
    case 'Location':
      return item.location?.name ?? null;
  }
}

/** Orders rows by the field (blanks last either way), then by name and context. */
export function compareResources(by: ResourceSortField, direction: 1 | -1): (a: ResourceListItem, b: ResourceListItem) => number {
  return (a, b) => {
    const left = sortText(a, by);
    const right = sortText(b, by);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const order = by === 'DateIssued' ? compareKeys(left, right) : compareText(left, right);
      if (order !== 0) return order * direction;
    }
    return compareText(a.name, b.name) || compareKeys(a.context, b.context);
  };
}
