// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import { contactMessages } from '../../src/lib/schemas/contact-schemas';
import { locationListItemSchema, locationMessages, locationSchema, type LocationSearchRequest } from '../../src/lib/schemas/location-schemas';
import { type LocationCreateRequest } from '../../src/lib/schemas/location-request-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { locationContext } from '../../mocks/db/seed-locations';
import { getDb } from '../../mocks/db/store';
import { LOCATION_CONFLICT_TEXT } from '../../mocks/handlers/location-handlers';
import { SEARCH_TERM_TOO_SHORT_TEXT } from '../../mocks/handlers/search-utils';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const answerSchema = searchResponseSchema(locationListItemSchema);

const baseSearch: LocationSearchRequest = {
  searchTerm: '',
  active: true,
  sort: { by: 'Name', direction: 'ASC' },
  pageNumber: 0,
  pageSize: 25,
};

const newLocation: LocationCreateRequest = {
  active: true,
  name: 'North Portland Shop',
  address: { context: '', addressType: 'Service', street1: '8400 N Lombard St', street2: '', city: 'Portland', state: 'OR', postalCode: '97203', primary: true },
  telephoneList: [
    { context: '', telephoneType: 'Work', number: '(503) 555-0190', primary: false },
    { context: '', telephoneType: 'Mobile', number: '(503) 555-0191', primary: true },
  ],
  emailList: [{ context: '', emailType: 'Work', address: ' north@northwind-hp.test ', primary: true }],
};

function del(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

async function search(token: string, body: Partial<LocationSearchRequest>) {
  const response = await post('LocationSearch/Search', { ...baseSearch, ...body }, token);
  expect(response.status).toBe(200);
  return answerSchema.parse(await response.json());
}

describe('LocationSearch/Search', () => {
  it('lists active locations by name by default, inactive ones on request, all with null', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const all = getDb().locations.all();
    const active = await search(accessToken, {});
    expect(active.totalCount).toBe(all.length);
    expect(active.searchResultCount).toBe(all.filter((location) => location.active).length);
    const names = active.results.map((location) => location.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(active.results.every((location) => location.active)).toBe(true);

    const inactive = await search(accessToken, { active: false });
    expect(inactive.results.map((location) => location.name)).toEqual(['Beaverton Office']);
    const everything = await search(accessToken, { active: null, sort: { by: 'Name', direction: 'DESC' } });
    expect(everything.searchResultCount).toBe(all.length);
    expect(everything.results.map((location) => location.name)).toEqual([...all.map((location) => location.name)].sort((a, b) => b.localeCompare(a)));
  });

  it('answers the primary telephone and email in each row', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const { results } = await search(accessToken, { searchTerm: 'main office' });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ name: 'Main Office', telephone: '(503) 555-0142', email: 'office@northwind-hp.test' });
  });

  it('pages on the server', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const first = await search(accessToken, { active: null, pageSize: 4 });
    const second = await search(accessToken, { active: null, pageSize: 4, pageNumber: 1 });
    expect(first.results).toHaveLength(4);
    expect(second.results).toHaveLength(getDb().locations.size - 4);
    expect(new Set([...first.results, ...second.results].map((location) => location.context)).size).toBe(getDb().locations.size);
  });

  it('matches the term against name, address, email and telephone digits; refuses terms under 3 characters', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    expect((await search(accessToken, { searchTerm: 'Tigard' })).results.map((location) => location.name)).toEqual(['Westside Satellite Office']);
    expect((await search(accessToken, { searchTerm: 'fleet@' })).results.map((location) => location.name)).toEqual(['East County Van Depot']);
    expect((await search(accessToken, { searchTerm: '503 5550156' })).results.map((location) => location.name)).toEqual(['Parts Warehouse']);
    const short = await post('LocationSearch/Search', { ...baseSearch, searchTerm: 'ab' }, accessToken);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual([SEARCH_TERM_TOO_SHORT_TEXT]);
    const badSort = await post('LocationSearch/Search', { ...baseSearch, sort: { by: 'City', direction: 'ASC' } }, accessToken);
    expect(badSort.status).toBe(400);
  });
});

describe('Location create, read, update and delete', () => {
  it('creates a location with trimmed values, new contexts and one primary each', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const response = await post('Location/Create', newLocation, accessToken);
    expect(response.status).toBe(200);
    const saved = locationSchema.parse(await response.json());
    expect(saved).toMatchObject({ name: 'North Portland Shop', active: true, version: 1 });
    expect(saved.emailList[0]!.address).toBe('north@northwind-hp.test');
    expect(saved.telephoneList.map((telephone) => telephone.primary)).toEqual([false, true]);
    expect(saved.telephoneList.every((telephone) => telephone.context !== '')).toBe(true);
    expect(saved.address?.context).not.toBe('');

    const read = await get(`Location/GetByContext?context=${saved.context}`, accessToken);
    expect(locationSchema.parse(await read.json())).toEqual(saved);
  });

  it('refuses invalid locations with the editor messages', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const blank = await post('Location/Create', { ...newLocation, name: '   ' }, accessToken);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual([locationMessages.nameRequired]);
    const long = await post('Location/Create', { ...newLocation, name: 'x'.repeat(151) }, accessToken);
    expect(await long.json()).toEqual([locationMessages.nameTooLong]);
    const contacts = await post(
      'Location/Create',
      {
        ...newLocation,
        address: { ...newLocation.address!, city: '' },
        emailList: [{ context: '', emailType: 'Work', address: 'not-an-email', primary: true }],
        telephoneList: [{ context: '', telephoneType: 'Work', number: '555', primary: true }],
      },
      accessToken,
    );
    expect(contacts.status).toBe(400);
    expect(await contacts.json()).toEqual(
      expect.arrayContaining([contactMessages.cityRequired, contactMessages.emailInvalid, contactMessages.telephoneInvalid]),
    );
    const noPrimary = await post('Location/Create', { ...newLocation, emailList: [{ ...newLocation.emailList[0]!, primary: false }] }, accessToken);
    expect(await noPrimary.json()).toEqual([contactMessages.onePrimaryEmail]);
    expect(getDb().locations.all().some((location) => location.name === 'North Portland Shop')).toBe(false);
  });

  it('updates with the loaded version and answers 409 for a stale one', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const context = locationContext('service-shop');
    const loaded = locationSchema.parse(await (await get(`Location/GetByContext?context=${context}`, accessToken)).json());
    const { context: _context, version, ...fields } = loaded;
    const body = { ...fields, context, version, name: 'Service Shop (SE 6th)', active: false };
    const updated = await post('Location/Update', body, accessToken);
    expect(updated.status).toBe(200);
    expect(locationSchema.parse(await updated.json())).toMatchObject({ name: 'Service Shop (SE 6th)', active: false, version: version + 1 });

    const stale = await post('Location/Update', { ...body, name: 'Lost change' }, accessToken);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toBe(LOCATION_CONFLICT_TEXT);
    expect(getDb().locations.all().find((location) => location.context === context)?.name).toBe('Service Shop (SE 6th)');
  });

  it('deletes a location; unknown contexts answer 404', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const context = locationContext('gresham-depot');
    expect((await del(`Location/Delete?context=${context}`, accessToken)).status).toBe(200);
    expect(getDb().locations.all().some((location) => location.context === context)).toBe(false);
    expect((await del(`Location/Delete?context=${context}`, accessToken)).status).toBe(404);
    expect((await get(`Location/GetByContext?context=${context}`, accessToken)).status).toBe(404);
  });
});

describe('Location permissions', () => {
  it('answers 401 without a token and 403 to a user without the LOC permissions', async () => {
    expect((await post('LocationSearch/Search', baseSearch)).status).toBe(401);
    const { accessToken } = await signIn(seededUsernames.tech);
    const context = locationContext('main-office');
    expect((await post('LocationSearch/Search', baseSearch, accessToken)).status).toBe(403);
    expect((await get(`Location/GetByContext?context=${context}`, accessToken)).status).toBe(403);
    expect((await post('Location/Create', newLocation, accessToken)).status).toBe(403);
    expect((await post('Location/Update', { ...newLocation, context, version: 1 }, accessToken)).status).toBe(403);
    expect((await del(`Location/Delete?context=${context}`, accessToken)).status).toBe(403);
    expect(getDb().locations.all().some((location) => location.context === context)).toBe(true);
  });

  it('admin holds every LOC permission', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    expect((await post('Location/Create', newLocation, accessToken)).status).toBe(200);
  });
});
