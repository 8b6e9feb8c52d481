// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import {
  resourceListItemSchema,
  resourceMessages,
  resourceSchema,
  type ResourceCreateRequest,
  type ResourceSearchRequest,
} from '../../src/lib/schemas/resource-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { locationContext } from '../../mocks/db/seed-locations';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { picklistContext } from '../../mocks/db/seed-picklists';
import { resourceContexts } from '../../mocks/db/seed-pricebook-stock';
import { resourceAttributeContext, seededResourceContext } from '../../mocks/db/seed-resources';
import { getDb } from '../../mocks/db/store';
import { RESOURCE_HOLDS_STOCK_TEXT } from '../../mocks/handlers/resource-handlers';
import { SEARCH_TERM_TOO_SHORT_TEXT } from '../../mocks/handlers/search-utils';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const answerSchema = searchResponseSchema(resourceListItemSchema);
const baseSearch: ResourceSearchRequest = { searchTerm: '', active: true, location: null, assignedTo: null, resourceType: null, sort: { by: 'Name', direction: 'ASC' }, pageNumber: 0, pageSize: 50 };
const ladderType = picklistContext('ResourceType', 'Ladder');
const newLadder: ResourceCreateRequest = {
  name: ' 12 ft Step Ladder ',
  active: true,
  description: '<p onclick="x()">Orange <strong>fiberglass</strong></p><script>alert(1)</script>',
  resourceTypeContext: ladderType,
  locationContext: locationContext('service-shop'),
  assignedToContext: personnelContexts.sam,
  dateIssued: '2026-02-01',
  attributes: [{ attributeContext: resourceAttributeContext('Ladder', 'Length'), value: ' 12 ft ' }],
};

function del(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

async function search(token: string, body: Partial<ResourceSearchRequest>) {
  const response = await post('ResourceSearch/Search', { ...baseSearch, ...body }, token);
  expect(response.status).toBe(200);
  return answerSchema.parse(await response.json());
}

describe('ResourceSearch/Search', () => {
  it('lists active resources by name, and filters by type, person, location and term', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const active = await search(accessToken, {});
    const names = active.results.map((resource) => resource.name);
    expect(names).toContain('Fluke 902 FC Clamp Meter');
    expect(names).not.toContain('Truck 3 (retired)');
    expect(active.totalCount).toBe(getDb().resources.all().length);
    expect((await search(accessToken, { active: false })).results.map((resource) => resource.name)).toEqual(['Truck 3 (retired)']);

    const ladders = await search(accessToken, { resourceType: ladderType });
    expect(ladders.results.map((resource) => resource.name)).toEqual(['8 ft Step Ladder', '24 ft Fiberglass Extension Ladder']);
    const theos = await search(accessToken, { assignedTo: personnelContexts.tech });
    expect(theos.results.every((resource) => resource.assignedTo?.name === 'Theo Tech')).toBe(true);
    const depot = await search(accessToken, { location: locationContext('gresham-depot') });
    expect(depot.results.map((resource) => resource.name)).toEqual(['24 ft Fiberglass Extension Ladder', 'Van 12 \u2013 Ford Transit 250']);
    expect((await search(accessToken, { searchTerm: 'ridgid' })).results.map((resource) => resource.name)).toEqual(['SeeSnake Inspection Camera']);
  });

  it('sorts by each field with blanks last, and refuses short terms and unknown sorts', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const byDate = await search(accessToken, { sort: { by: 'DateIssued', direction: 'DESC' } });
    const dates = byDate.results.map((resource) => resource.dateIssued);
    const given = dates.filter((date) => date !== null);
    expect(given).toEqual([...given].sort().reverse());
    expect(dates.slice(given.length).every((date) => date === null)).toBe(true);
    const byPerson = await search(accessToken, { sort: { by: 'AssignedTo', direction: 'ASC' } });
    expect(byPerson.results[0]?.assignedTo?.name).toBe('Marco Diaz');
    const tooShort = await post('ResourceSearch/Search', { ...baseSearch, searchTerm: 'ab' }, accessToken);
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toEqual([SEARCH_TERM_TOO_SHORT_TEXT]);
    expect((await post('ResourceSearch/Search', { ...baseSearch, sort: { by: 'Color', direction: 'ASC' } }, accessToken)).status).toBe(400);
  });
});

describe('Resource create, read, update, delete', () => {
  it('creates with the sanitized description and attribute labels, then updates with the version', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const response = await post('Resource/Create', newLadder, accessToken);
    expect(response.status).toBe(200);
    const created = resourceSchema.parse(await response.json());
    expect(created).toMatchObject({
      name: '12 ft Step Ladder',
      description: '<p>Orange <strong>fiberglass</strong></p>',
      resourceType: { context: ladderType, text: 'Ladder' },
      location: { name: 'Service Shop' },
      assignedTo: { context: personnelContexts.sam, name: 'Sam Okafor' },
      dateIssued: '2026-02-01',
      attributes: [{ label: 'Length', value: '12 ft' }],
      version: 1,
    });
    const read = resourceSchema.parse(await (await get(`Resource/GetByContext?context=${created.context}`, accessToken)).json());
    expect(read).toEqual(created);

    const unassigned = { ...newLadder, context: created.context, version: 1, assignedToContext: null };
    const updated = resourceSchema.parse(await (await post('Resource/Update', unassigned, accessToken)).json());
    expect(updated).toMatchObject({ assignedTo: null, dateIssued: null, version: 2 });
    const stale = await post('Resource/Update', unassigned, accessToken);
    expect(stale.status).toBe(409);
  });

  it('rejects blank names, duplicate attributes and attributes of another type with the spec words', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const length = resourceAttributeContext('Ladder', 'Length');
    const duplicate = await post('Resource/Create', { ...newLadder, name: ' ', attributes: [{ attributeContext: length, value: '1' }, { attributeContext: length, value: '2' }] }, accessToken);
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual([resourceMessages.nameRequired, resourceMessages.duplicateAttributes]);
    const foreign = await post('Resource/Create', { ...newLadder, attributes: [{ attributeContext: resourceAttributeContext('Van', 'VIN'), value: 'X' }] }, accessToken);
    expect(await foreign.json()).toEqual([resourceMessages.attributeUnknown]);
    const retired = await post('Resource/Create', { ...newLadder, attributes: [], resourceTypeContext: picklistContext('ResourceType', 'Trailer') }, accessToken);
    expect(await retired.json()).toEqual([resourceMessages.typeUnknown]);
  });

  it('lets technicians read but not change resources', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    expect((await get(`Resource/GetByContext?context=${resourceContexts.truck1}`, accessToken)).status).toBe(200);
    expect((await post('Resource/Create', newLadder, accessToken)).status).toBe(403);
    expect((await del(`Resource/Delete?context=${seededResourceContext('camera')}`, accessToken)).status).toBe(403);
  });

  it('deletes a resource with its maintenance log, but not one holding stock', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const camera = seededResourceContext('camera');
    expect(getDb().resourceMaintenance.where('resource', camera).length).toBeGreaterThan(0);
    expect((await del(`Resource/Delete?context=${camera}`, accessToken)).status).toBe(200);
    expect(getDb().resources.has(camera)).toBe(false);
    expect(getDb().resourceMaintenance.where('resource', camera)).toEqual([]);
    const truck = await del(`Resource/Delete?context=${resourceContexts.truck1}`, accessToken);
    expect(truck.status).toBe(422);
    expect(await truck.text()).toBe(RESOURCE_HOLDS_STOCK_TEXT);
  });
});

describe('Resource pickers', () => {
  it('answers the attributes of a type, the locations and the active resources', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const attributes = await (await get(`ResourceAttribute/GetByResourceType?context=${ladderType}`, accessToken)).json();
    expect(attributes.map((attribute: { name: string }) => attribute.name)).toEqual(['Last Inspected', 'Length', 'Load Rating', 'Material']);
    const locations = await (await get('Location/GetPicklist', accessToken)).json();
    expect(locations).toContainEqual({ context: locationContext('gresham-depot'), name: expect.any(String), active: true });
    const picklist = await (await get('Resource/GetPicklist', accessToken)).json();
    expect(picklist.map((resource: { name: string }) => resource.name)).not.toContain('Truck 3 (retired)');
  });
});
