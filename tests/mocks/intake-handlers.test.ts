// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import {
  intakeHistoryResponseSchema,
  intakeListItemSchema,
  intakeMessages,
  intakeRecordSchema,
  type IntakeCreateRequest,
  type IntakeSearchRequest,
} from '../../src/lib/schemas/intake-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { picklistContext } from '../../mocks/db/seed-picklists';
import { customerName } from '../../mocks/db/record-views';
import { getDb } from '../../mocks/db/store';
import { INTAKE_CONFLICT_TEXT, INTAKE_HAS_JOB_TEXT } from '../../mocks/handlers/intake-handlers';
import { SEARCH_TERM_TOO_SHORT_TEXT } from '../../mocks/handlers/search-utils';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const answerSchema = searchResponseSchema(intakeListItemSchema);

const baseSearch: IntakeSearchRequest = {
  searchTerm: '',
  statuses: [],
  assignedTo: null,
  customerContext: null,
  sort: { by: 'DateTime', direction: 'DESC' },
  pageNumber: 0,
  pageSize: 100,
};

function del(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

async function search(token: string, body: Partial<IntakeSearchRequest>) {
  const response = await post('IntakeSearch/Search', { ...baseSearch, ...body }, token);
  expect(response.status).toBe(200);
  return answerSchema.parse(await response.json());
}

/** A person customer with a service address, for new intake. */
function someCustomer() {
  const customer = getDb().customers.all().find((candidate) => candidate.active && candidate.customerType === 'Person' && candidate.addresses.length > 0)!;
  return customer;
}

function newIntake(): IntakeCreateRequest {
  const customer = someCustomer();
  return {
    dateTime: '2026-03-02T17:30:00.000Z',
    status: 'Pending',
    description: '  Furnace makes a banging noise  ',
    notes: 'Started last night.\nCustomer home after 3 PM.',
    intakeTypeContext: picklistContext('IntakeType', 'Service Call'),
    intakeSourceContext: picklistContext('IntakeSource', 'Phone'),
    adSourceContext: null,
    assignedToContext: personnelContexts.office,
    needsCallback: true,
    customerContext: customer.context,
    serviceAddressContext: customer.addresses[0]!.context,
  };
}

async function create(token: string, body: Partial<IntakeCreateRequest> = {}) {
  const response = await post('Intake/Create', { ...newIntake(), ...body }, token);
  expect(response.status).toBe(200);
  return intakeRecordSchema.parse(await response.json());
}

describe('IntakeSearch/Search', () => {
  it('lists every intake newest first by default, with counts', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const answer = await search(accessToken, {});
    expect(answer.totalCount).toBe(getDb().intakes.size);
    expect(answer.searchResultCount).toBe(getDb().intakes.size);
    const times = answer.results.map((item) => item.dateTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by statuses, assignee and customer on the server', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const open = await search(accessToken, { statuses: ['Pending', 'Scheduled'] });
    expect(open.searchResultCount).toBe(getDb().intakes.all().filter((intake) => intake.status === 'Pending' || intake.status === 'Scheduled').length);
    expect(open.results.every((item) => item.status === 'Pending' || item.status === 'Scheduled')).toBe(true);

    const mine = await search(accessToken, { assignedTo: personnelContexts.office });
    expect(mine.searchResultCount).toBeGreaterThan(0);
    expect(mine.results.every((item) => item.assignedTo?.context === personnelContexts.office)).toBe(true);

    const customerContext = getDb().intakes.all()[0]!.customerContext;
    const forCustomer = await search(accessToken, { customerContext });
    expect(forCustomer.searchResultCount).toBe(getDb().intakes.all().filter((intake) => intake.customerContext === customerContext).length);
    expect(forCustomer.results.every((item) => item.customer.context === customerContext)).toBe(true);
  });

  it('matches the term against title, description and the customer name, address, telephone and email', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const intake = getDb().intakes.all()[5]!;
    const customer = getDb().customers.all().find((candidate) => candidate.context === intake.customerContext)!;
    const byTitle = await search(accessToken, { searchTerm: intake.description.slice(0, 12) });
    expect(byTitle.results.map((item) => item.context)).toContain(intake.context);
    const byName = await search(accessToken, { searchTerm: customerName(customer) });
    expect(byName.results.map((item) => item.context)).toContain(intake.context);
    const email = customer.emailList[0]?.address;
    if (email) expect((await search(accessToken, { searchTerm: email })).results.map((item) => item.context)).toContain(intake.context);
    const digits = customer.telephoneList[0]!.number.replace(/\D/g, '');
    expect((await search(accessToken, { searchTerm: digits })).results.map((item) => item.context)).toContain(intake.context);
    const street = customer.addresses[0]!.street1;
    expect((await search(accessToken, { searchTerm: street })).results.map((item) => item.context)).toContain(intake.context);

    const short = await post('IntakeSearch/Search', { ...baseSearch, searchTerm: 'ab' }, accessToken);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual([SEARCH_TERM_TOO_SHORT_TEXT]);
  });

  it('sorts by each key in both directions and pages', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const byStatus = await search(accessToken, { sort: { by: 'Status', direction: 'ASC' } });
    const statuses = byStatus.results.map((item) => item.status);
    expect(statuses).toEqual([...statuses].sort());
    const byCustomer = await search(accessToken, { sort: { by: 'Customer', direction: 'DESC' } });
    const names = byCustomer.results.map((item) => item.customer.customerName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    const byType = await search(accessToken, { sort: { by: 'IntakeType', direction: 'ASC' } });
    const types = byType.results.map((item) => item.intakeType.text);
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b)));
    const byTitle = await search(accessToken, { sort: { by: 'Description', direction: 'ASC' } });
    expect(byTitle.results[0]!.description.localeCompare(byTitle.results.at(-1)!.description, 'en', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
    const oldest = await search(accessToken, { sort: { by: 'DateTime', direction: 'ASC' }, pageSize: 10, pageNumber: 1 });
    expect(oldest.results).toHaveLength(10);
    expect(oldest.searchResultCount).toBe(getDb().intakes.size);

    const badSort = await post('IntakeSearch/Search', { ...baseSearch, sort: { by: 'Telephone', direction: 'ASC' } }, accessToken);
    expect(badSort.status).toBe(400);
    const badStatus = await post('IntakeSearch/Search', { ...baseSearch, statuses: ['Open'] }, accessToken);
    expect(badStatus.status).toBe(400);
    expect(await badStatus.json()).toEqual([intakeMessages.statusUnknown]);
  });

  it('needs INTAKE_R', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    expect((await post('IntakeSearch/Search', baseSearch, accessToken)).status).toBe(200);
    expect((await post('IntakeSearch/Search', baseSearch)).status).toBe(401);
  });
});

describe('Intake create, read, update, delete and history', () => {
  it('creates an intake, answers the record with its customer, and records its history', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const saved = await create(accessToken);
    expect(saved).toMatchObject({
      status: 'Pending',
      description: 'Furnace makes a banging noise',
      notes: 'Started last night.\nCustomer home after 3 PM.',
      intakeType: { text: 'Service Call' },
      intakeSource: { text: 'Phone' },
      adSource: null,
      assignedTo: { context: personnelContexts.office, name: 'Olivia Office' },
      needsCallback: true,
      jobs: [],
      version: 1,
    });
    expect(saved.customer.context).toBe(someCustomer().context);
    expect(saved.serviceAddress?.context).toBe(someCustomer().addresses[0]!.context);

    const read = await get(`Intake/GetByContext?context=${saved.context}`, accessToken);
    expect(intakeRecordSchema.parse(await read.json())).toEqual(saved);

    const history = intakeHistoryResponseSchema.parse(await (await get(`Intake/GetHistory?context=${saved.context}`, accessToken)).json());
    expect(history.map((entry) => [entry.field, entry.oldValue, entry.newValue])).toEqual(
      expect.arrayContaining([
        ['Title', '', 'Furnace makes a banging noise'],
        ['Status', '', 'Pending'],
        ['Assigned To', '', 'Olivia Office'],
      ]),
    );
    expect(history.every((entry) => entry.userName === 'Olivia Office')).toBe(true);
  });

  it('refuses invalid intake with the editor messages', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const blank = await post('Intake/Create', { ...newIntake(), description: '  ', dateTime: '', intakeTypeContext: '', notes: 'x'.repeat(2001) }, accessToken);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual(
      expect.arrayContaining([intakeMessages.titleRequired, intakeMessages.dateTimeRequired, intakeMessages.typeRequired, intakeMessages.notesTooLong]),
    );
    const long = await post('Intake/Create', { ...newIntake(), description: 'x'.repeat(201) }, accessToken);
    expect(await long.json()).toEqual([intakeMessages.titleTooLong]);
    const wrongType = await post('Intake/Create', { ...newIntake(), intakeTypeContext: picklistContext('AdSource', 'Google') }, accessToken);
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual([intakeMessages.typeUnknown]);
    const other = getDb().customers.all().find((customer) => customer.context !== someCustomer().context && customer.addresses.length > 0)!;
    const foreignAddress = await post('Intake/Create', { ...newIntake(), serviceAddressContext: other.addresses[0]!.context }, accessToken);
    expect(await foreignAddress.json()).toEqual([intakeMessages.addressNotOfCustomer]);
    const noCustomer = await post('Intake/Create', { ...newIntake(), customerContext: '' }, accessToken);
    expect(await noCustomer.json()).toEqual([intakeMessages.customerRequired]);
  });

  it('updates with the version, records each changed field, and answers 409 for a stale version', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const saved = await create(accessToken);
    const request = {
      ...newIntake(),
      context: saved.context,
      version: saved.version,
      description: 'Furnace banging, pilot out',
      status: 'Scheduled' as const,
      assignedToContext: personnelContexts.tech,
    };
    const response = await post('Intake/Update', request, accessToken);
    expect(response.status).toBe(200);
    const updated = intakeRecordSchema.parse(await response.json());
    expect(updated).toMatchObject({ description: 'Furnace banging, pilot out', status: 'Scheduled', assignedTo: { name: 'Theo Tech' }, version: 2 });

    const history = intakeHistoryResponseSchema.parse(await (await get(`Intake/GetHistory?context=${saved.context}`, accessToken)).json());
    expect(history.slice(0, 3).map((entry) => [entry.field, entry.oldValue, entry.newValue])).toEqual([
      ['Title', 'Furnace makes a banging noise', 'Furnace banging, pilot out'],
      ['Status', 'Pending', 'Scheduled'],
      ['Assigned To', 'Olivia Office', 'Theo Tech'],
    ]);

    const stale = await post('Intake/Update', { ...request, description: 'Again' }, accessToken);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toBe(INTAKE_CONFLICT_TEXT);

    // Saving without changes keeps the version.
    const same = intakeRecordSchema.parse(await (await post('Intake/Update', { ...request, version: 2 }, accessToken)).json());
    expect(same.version).toBe(2);
  });

  it('deletes an intake with its history, and keeps one a job was started from', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const saved = await create(accessToken);
    expect((await del(`Intake/Delete?context=${saved.context}`, accessToken)).status).toBe(200);
    expect((await get(`Intake/GetByContext?context=${saved.context}`, accessToken)).status).toBe(404);
    expect(getDb().intakeHistory.all().some((entry) => entry.intakeContext === saved.context)).toBe(false);

    const withJob = getDb().jobs.all().find((job) => job.intakeContext)!.intakeContext!;
    const refused = await del(`Intake/Delete?context=${withJob}`, accessToken);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toBe(INTAKE_HAS_JOB_TEXT);
    const record = intakeRecordSchema.parse(await (await get(`Intake/GetByContext?context=${withJob}`, accessToken)).json());
    expect(record.jobs.length).toBeGreaterThan(0);
  });

  it('checks INTAKE_C, INTAKE_U and INTAKE_D; the technician may read only', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const intake = getDb().intakes.all()[0]!;
    expect((await get(`Intake/GetByContext?context=${intake.context}`, accessToken)).status).toBe(200);
    expect((await get(`Intake/GetHistory?context=${intake.context}`, accessToken)).status).toBe(200);
    expect((await post('Intake/Create', newIntake(), accessToken)).status).toBe(403);
    expect((await post('Intake/Update', { ...newIntake(), context: intake.context, version: intake.version }, accessToken)).status).toBe(403);
    expect((await del(`Intake/Delete?context=${intake.context}`, accessToken)).status).toBe(403);
    expect((await get('Intake/GetByContext?context=nope', accessToken)).status).toBe(404);
    expect((await get('Intake/GetByContext', accessToken)).status).toBe(400);
  });
});
