// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import {
  customerListItemSchema,
  jobListItemSchema,
  type CustomerSearchRequest,
  type JobSearchRequest,
} from '../../src/lib/schemas/dashboard-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import { post, signIn, useMockServer } from './mock-api';

useMockServer();

const customerAnswer = searchResponseSchema(customerListItemSchema);
const jobAnswer = searchResponseSchema(jobListItemSchema);

const customerRequest: CustomerSearchRequest = {
  searchTerm: '',
  active: null,
  recentlyUsed: false,
  assignedTo: null,
  sort: { by: 'Name', direction: 'ASC' },
  pageNumber: 0,
  pageSize: 25,
};

const jobRequest: JobSearchRequest = {
  searchTerm: '',
  statuses: [],
  recentlyUsed: false,
  assignedTo: null,
  sort: { by: 'DateTime', direction: 'DESC' },
  pageNumber: 0,
  pageSize: 25,
};

function recentContexts(username: string, kind: 'customer' | 'job'): string[] {
  const db = getDb();
  const id = db.users.all().find((user) => user.username === username)!.id;
  return db.recentUses
    .all().filter((use) => use.userId === id && use.kind === kind)
    .sort((a, b) => b.at.localeCompare(a.at))
    .map((use) => use.context);
}

describe('POST CustomerSearch/Search', () => {
  async function search(token: string, body: Partial<CustomerSearchRequest>) {
    const response = await post('CustomerSearch/Search', { ...customerRequest, ...body }, token);
    expect(response.status).toBe(200);
    return customerAnswer.parse(await response.json());
  }

  it('pages through every customer by name', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const total = getDb().customers.size;
    const first = await search(accessToken, { pageSize: 10 });
    expect(first).toMatchObject({ searchResultCount: total, totalCount: total });
    expect(first.results).toHaveLength(10);
    const names = first.results.map((item) => item.customerName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const last = await search(accessToken, { pageSize: 10, pageNumber: Math.floor(total / 10) });
    expect(last.results).toHaveLength(total % 10);
    const descending = await search(accessToken, { sort: { by: 'Name', direction: 'DESC' }, pageSize: 200 });
    expect(descending.results.map((item) => item.customerName)).toEqual(
      (await search(accessToken, { pageSize: 200 })).results.map((item) => item.customerName).reverse(),
    );
    const byCreated = await search(accessToken, { sort: { by: 'DateCreated', direction: 'DESC' }, pageSize: 200 });
    const created = byCreated.results.map((item) => item.dateCreated);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('matches names, addresses, emails and telephone digits', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const maple = await search(accessToken, { searchTerm: '  maple court ' });
    expect(maple.results.map((item) => item.customerName)).toContain('Maple Court Property Management');
    const unit = maple.results.find((item) => item.customerName === 'Maple Court Apartments \u2013 Unit 4B');
    expect(unit).toMatchObject({ parentCustomerName: 'Maple Court Property Management', active: true });

    expect((await search(accessToken, { searchTerm: 'lake oswego' })).results.every((item) => item.address?.city === 'Lake Oswego')).toBe(true);
    expect((await search(accessToken, { searchTerm: 'DANA.WHITFIELD@' })).results.map((item) => item.customerName)).toEqual(['Dana Whitfield']);

    const whitfield = getDb().customers.all().find((customer) => customer.lastName === 'Whitfield')!;
    const digits = whitfield.telephoneList[0]!.number.replace(/\D/g, '');
    const byPhone = await search(accessToken, { searchTerm: digits });
    expect(byPhone.results.map((item) => item.context)).toContain(whitfield.context);
    expect(byPhone.results[0]?.telephone).toMatch(/^\(503\) 555-01\d\d$/);
  });

  it('finds a customer by what it says now, right after it changed, in the order of the sort', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    expect((await search(accessToken, { searchTerm: 'quillfeather' })).searchResultCount).toBe(0);
    const whitfield = getDb().customers.all().find((customer) => customer.lastName === 'Whitfield')!;
    getDb().customers.update(whitfield.context, { lastName: 'Quillfeather' });
    const renamed = await search(accessToken, { searchTerm: 'quillfeather' });
    expect(renamed.results.map((item) => item.customerName)).toEqual(['Dana Quillfeather']);
    const all = await search(accessToken, { pageSize: 200 });
    const names = all.results.map((item) => item.customerName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  });

  it('filters active customers and customers assigned to someone', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const inactive = await search(accessToken, { active: false, pageSize: 200 });
    expect(inactive.results.length).toBeGreaterThanOrEqual(3);
    expect(inactive.results.every((item) => !item.active)).toBe(true);
    expect(inactive.searchResultCount).toBe(getDb().customers.all().filter((customer) => !customer.active).length);

    const mine = await search(accessToken, { assignedTo: personnelContexts.tech, pageSize: 200 });
    const db = getDb();
    const expected = new Set([
      ...db.intakes.all().filter((intake) => intake.assignedToContext === personnelContexts.tech).map((intake) => intake.customerContext),
      ...db.appointments.all().filter((item) => item.participantContexts.includes(personnelContexts.tech)).map((item) => item.customerContext),
    ]);
    expect(new Set(mine.results.map((item) => item.context))).toEqual(expected);
  });

  it('puts recently used customers first', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const answer = await search(accessToken, { recentlyUsed: true, pageSize: 200 });
    const recent = recentContexts(seededUsernames.tech, 'customer');
    expect(recent.length).toBeGreaterThan(2);
    expect(answer.results.slice(0, recent.length).map((item) => item.context)).toEqual(recent);
  });

  it('answers 400 for a short term, an unknown sort or a malformed body; 403 without CUST_R; 401', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const short = await post('CustomerSearch/Search', { ...customerRequest, searchTerm: ' ab ' }, accessToken);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual(['The search term must be at least 3 characters.']);
    const sort = await post('CustomerSearch/Search', { ...customerRequest, sort: { by: 'Balance', direction: 'ASC' } }, accessToken);
    expect(await sort.json()).toEqual(['Cannot sort by Balance.']);
    expect((await post('CustomerSearch/Search', { ...customerRequest, pageSize: 0 }, accessToken)).status).toBe(400);
    expect((await post('CustomerSearch/Search', customerRequest)).status).toBe(401);
    const tech = getDb().users.first('username', seededUsernames.tech)!;
    getDb().users.update(tech.id, { permissions: tech.permissions.filter((code) => code !== 'CUST_R') });
    expect((await post('CustomerSearch/Search', customerRequest, accessToken)).status).toBe(403);
  });
});

describe('POST JobSearch/Search', () => {
  async function search(token: string, body: Partial<JobSearchRequest>) {
    const response = await post('JobSearch/Search', { ...jobRequest, ...body }, token);
    expect(response.status).toBe(200);
    return jobAnswer.parse(await response.json());
  }

  it('lists the newest jobs with their status, customer and appointments', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const answer = await search(accessToken, {});
    // 50 generated jobs and the good / better / best demo job (issue 20).
    expect(answer).toMatchObject({ searchResultCount: 51, totalCount: 51 });
    expect(answer.results).toHaveLength(25);
    const times = answer.results.map((item) => item.dateTime);
    expect(times).toEqual([...times].sort().reverse());
    const withVisits = answer.results.find((item) => item.appointments.length > 0)!;
    expect(withVisits.appointments.length).toBe(getDb().appointments.all().filter((item) => item.jobContext === withVisits.context).length);
    expect(answer.results.every((item) => item.jobStatus.text !== '' && item.serviceCustomer.customerName !== '')).toBe(true);
  });

  it('filters by status text, assignee and search term', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const open = await search(accessToken, { statuses: ['Open', 'In Progress'], pageSize: 200 });
    expect(open.results.length).toBeGreaterThan(0);
    expect(open.results.every((item) => ['Open', 'In Progress'].includes(item.jobStatus.text))).toBe(true);

    const mine = await search(accessToken, { assignedTo: personnelContexts.tech, pageSize: 200 });
    const db = getDb();
    const scheduled = new Set(db.appointments.all().filter((item) => item.participantContexts.includes(personnelContexts.tech)).map((item) => item.jobContext));
    expect(mine.results.length).toBeGreaterThan(0);
    expect(mine.results.every((item) => scheduled.has(item.context))).toBe(true);

    const byNumber = await search(accessToken, { searchTerm: '1001' });
    expect(byNumber.results.map((item) => item.number)).toEqual([1001]);
    const byCustomer = await search(accessToken, { searchTerm: 'lincoln elementary', sort: { by: 'Number', direction: 'ASC' } });
    expect(byCustomer.results.length).toBeGreaterThanOrEqual(3);
    expect(byCustomer.results.map((item) => item.number)).toEqual([...byCustomer.results.map((item) => item.number)].sort((a, b) => a - b));
    expect(byCustomer.results.some((item) => item.recurring)).toBe(true);
  });

  it('puts recently used jobs first', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const answer = await search(accessToken, { recentlyUsed: true, pageSize: 200 });
    const recent = recentContexts(seededUsernames.office, 'job');
    expect(answer.results.slice(0, recent.length).map((item) => item.context)).toEqual(recent);
  });

  it('answers 400, 403 without JOB_R and 401', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    expect((await post('JobSearch/Search', { ...jobRequest, searchTerm: '10' }, accessToken)).status).toBe(400);
    expect((await post('JobSearch/Search', { ...jobRequest, statuses: 'Open' }, accessToken)).status).toBe(400);
    expect((await post('JobSearch/Search', jobRequest)).status).toBe(401);
    const tech = getDb().users.first('username', seededUsernames.tech)!;
    getDb().users.update(tech.id, { permissions: tech.permissions.filter((code) => code !== 'JOB_R') });
    expect((await post('JobSearch/Search', jobRequest, accessToken)).status).toBe(403);
  });
});
