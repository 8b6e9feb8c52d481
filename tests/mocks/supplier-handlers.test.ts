// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import { supplierListItemSchema, supplierMessages, supplierSchema, type SupplierSearchRequest } from '../../src/lib/schemas/supplier-schemas';
import { type SupplierCreateRequest } from '../../src/lib/schemas/supplier-request-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { picklistContext } from '../../mocks/db/seed-picklists';
import { supplierContext } from '../../mocks/db/seed-suppliers';
import { getDb } from '../../mocks/db/store';
import { SUPPLIER_CONFLICT_TEXT } from '../../mocks/handlers/supplier-handlers';
import { SEARCH_TERM_TOO_SHORT_TEXT } from '../../mocks/handlers/search-utils';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const answerSchema = searchResponseSchema(supplierListItemSchema);
const typeContext = (text: string) => picklistContext('SupplierType', text);

const baseSearch: SupplierSearchRequest = {
  searchTerm: '',
  active: true,
  supplierType: null,
  sort: { by: 'Name', direction: 'ASC' },
  pageNumber: 0,
  pageSize: 25,
};

const newSupplier: SupplierCreateRequest = {
  active: true,
  name: '  Foothill Backflow Testing  ',
  supplierType: { context: typeContext('Subcontractor'), text: 'whatever the client sent' },
  webSiteAddress: 'https://foothillbackflow.example.com',
  notes: 'Annual backflow certifications for commercial customers.',
  address: null,
  telephoneList: [{ context: '', telephoneType: 'Mobile', number: '(503) 555-0377', primary: true }],
  emailList: [],
};

function del(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

async function search(token: string, body: Partial<SupplierSearchRequest>) {
  const response = await post('SupplierSearch/Search', { ...baseSearch, ...body }, token);
  expect(response.status).toBe(200);
  return answerSchema.parse(await response.json());
}

describe('SupplierSearch/Search', () => {
  it('lists active suppliers by name ascending by default with their type', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const answer = await search(accessToken, {});
    const all = getDb().suppliers.all();
    expect(answer.totalCount).toBe(all.length);
    expect(answer.searchResultCount).toBe(all.filter((supplier) => supplier.active).length);
    const names = answer.results.map((supplier) => supplier.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(answer.results.find((supplier) => supplier.name === 'Tri-County Equipment Rental')?.supplierType?.text).toBe('Rental');
  });

  it('filters by supplier type and by inactive', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const rental = await search(accessToken, { supplierType: typeContext('Rental') });
    expect(rental.results.map((supplier) => supplier.name)).toEqual(['Tri-County Equipment Rental']);
    const inactive = await search(accessToken, { active: false });
    expect(inactive.results.map((supplier) => supplier.name)).toEqual(['Bridgetown Plumbing Wholesale', 'Evergreen Insulation Services']);
    const inactiveSubs = await search(accessToken, { active: false, supplierType: typeContext('Subcontractor') });
    expect(inactiveSubs.results.map((supplier) => supplier.name)).toEqual(['Evergreen Insulation Services']);
  });

  it('sorts by SupplierType either way (then by name), and by Name descending', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const ascending = await search(accessToken, { active: null, sort: { by: 'SupplierType', direction: 'ASC' } });
    const types = ascending.results.map((supplier) => supplier.supplierType?.text ?? '');
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b)));
    const firstTwo = ascending.results.slice(0, 2).map((supplier) => supplier.name);
    expect(firstTwo).toEqual(['Aeris Comfort Systems', 'HydroFlo Tankless']);
    const descending = await search(accessToken, { active: null, sort: { by: 'SupplierType', direction: 'DESC' } });
    expect(descending.results[0]!.supplierType?.text).toBe('Subcontractor');
    const byName = await search(accessToken, { active: null, sort: { by: 'Name', direction: 'DESC' } });
    expect(byName.results[0]!.name).toBe('Willamette Valve & Controls');
    const bad = await post('SupplierSearch/Search', { ...baseSearch, sort: { by: 'City', direction: 'ASC' } }, accessToken);
    expect(bad.status).toBe(400);
  });

  it('pages on the server and searches name, type, web site and contacts with at least 3 characters', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const first = await search(accessToken, { active: null, pageSize: 10 });
    const second = await search(accessToken, { active: null, pageSize: 10, pageNumber: 1 });
    expect(first.results).toHaveLength(10);
    expect(second.results).toHaveLength(getDb().suppliers.size - 10);
    expect((await search(accessToken, { searchTerm: 'hydroflo.example' })).results.map((supplier) => supplier.name)).toEqual(['HydroFlo Tankless']);
    expect((await search(accessToken, { searchTerm: 'manufacturer' })).searchResultCount).toBe(3);
    expect((await search(accessToken, { searchTerm: 'Wilsonville' })).results.map((supplier) => supplier.name)).toEqual(['HydroFlo Tankless']);
    const short = await post('SupplierSearch/Search', { ...baseSearch, searchTerm: 'hy' }, accessToken);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual([SEARCH_TERM_TOO_SHORT_TEXT]);
  });
});

describe('Supplier create, read, update and delete', () => {
  it('creates a supplier with the picklist text and trimmed values', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const response = await post('Supplier/Create', newSupplier, accessToken);
    expect(response.status).toBe(200);
    const saved = supplierSchema.parse(await response.json());
    expect(saved).toMatchObject({
      name: 'Foothill Backflow Testing',
      active: true,
      supplierType: { context: typeContext('Subcontractor'), text: 'Subcontractor' },
      address: null,
      version: 1,
    });
    const read = await get(`Supplier/GetByContext?context=${saved.context}`, accessToken);
    expect(supplierSchema.parse(await read.json())).toEqual(saved);
  });

  it('refuses invalid suppliers with the editor messages', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const invalid = await post(
      'Supplier/Create',
      { ...newSupplier, name: '', webSiteAddress: 'ftp://files.example.com', notes: 'n'.repeat(4001) },
      accessToken,
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual([supplierMessages.nameRequired, supplierMessages.webSiteInvalid, supplierMessages.notesTooLong]);
    const longSite = await post('Supplier/Create', { ...newSupplier, webSiteAddress: `https://example.com/${'a'.repeat(200)}` }, accessToken);
    expect(await longSite.json()).toEqual([supplierMessages.webSiteTooLong]);
    const unknownType = await post('Supplier/Create', { ...newSupplier, supplierType: { context: 'nope', text: 'Nope' } }, accessToken);
    expect(unknownType.status).toBe(400);
    expect(await unknownType.json()).toEqual([supplierMessages.supplierTypeUnknown]);
  });

  it('keeps a retired supplier type on update but does not offer it to others', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    getDb().picklists.update(typeContext('Rental'), { active: false });
    const context = supplierContext('tri-county-rental');
    const loaded = supplierSchema.parse(await (await get(`Supplier/GetByContext?context=${context}`, accessToken)).json());
    const kept = await post('Supplier/Update', { ...loaded, notes: 'Still our rental yard.' }, accessToken);
    expect(kept.status).toBe(200);
    expect(supplierSchema.parse(await kept.json()).supplierType?.text).toBe('Rental');
    const refused = await post('Supplier/Create', { ...newSupplier, supplierType: { context: typeContext('Rental'), text: 'Rental' } }, accessToken);
    expect(refused.status).toBe(400);
  });

  it('answers 409 to an update with a stale version', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const context = supplierContext('hydroflo');
    const loaded = supplierSchema.parse(await (await get(`Supplier/GetByContext?context=${context}`, accessToken)).json());
    const first = await post('Supplier/Update', { ...loaded, name: 'HydroFlo Tankless Water Heaters' }, accessToken);
    expect(supplierSchema.parse(await first.json()).version).toBe(loaded.version + 1);
    const stale = await post('Supplier/Update', { ...loaded, name: 'Stale' }, accessToken);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toBe(SUPPLIER_CONFLICT_TEXT);
  });

  it('deletes a supplier', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const context = supplierContext('evergreen-insulation');
    expect((await del(`Supplier/Delete?context=${context}`, accessToken)).status).toBe(200);
    expect((await get(`Supplier/GetByContext?context=${context}`, accessToken)).status).toBe(404);
  });
});

describe('Supplier permissions', () => {
  it('answers 403 to a user without the SPLR permissions', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const context = supplierContext('hydroflo');
    expect((await post('SupplierSearch/Search', baseSearch, accessToken)).status).toBe(403);
    expect((await get(`Supplier/GetByContext?context=${context}`, accessToken)).status).toBe(403);
    expect((await post('Supplier/Create', newSupplier, accessToken)).status).toBe(403);
    expect((await post('Supplier/Update', { ...newSupplier, context, version: 1 }, accessToken)).status).toBe(403);
    expect((await del(`Supplier/Delete?context=${context}`, accessToken)).status).toBe(403);
  });
});
