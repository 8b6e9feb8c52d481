// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { jobSearchResponseSchema, type JobSearchRequest } from '../../src/lib/schemas/job-search-schemas';
import { customerName } from '../../mocks/db/record-views';
import { createSeed } from '../../mocks/db/seed';
import { getDb, loadDb, resetDb } from '../../mocks/db/store';
import { server } from '../../mocks/node';
import { compareText } from '../../mocks/lib/text-order';
import { post } from './mock-api';
import { tokens } from './job-fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  resetDb('small');
});

function request(changes: Partial<JobSearchRequest> = {}): JobSearchRequest {
  return {
    searchTerm: '',
    sort: { by: '', direction: 'DESC' },
    pageNumber: 0,
    pageSize: 200,
    statuses: [],
    assignedTo: null,
    recentlyUsed: false,
    ...changes,
  };
}

async function search(body: JobSearchRequest, token: string) {
  const response = await post(endpoints.jobSearch.search, body, token);
  expect(response.status).toBe(200);
  return jobSearchResponseSchema.parse(await response.json());
}

describe('JobSearch/Search over the demo company', () => {
  beforeAll(() => {
    resetDb('small');
  });

  it('sorts by DateTime descending by default, and by date, name and customer both ways', async () => {
    const { office } = await tokens();
    const byDefault = await search(request(), office);
    expect(byDefault.totalCount).toBe(getDb().jobs.size);
    const dates = byDefault.results.map((job) => job.dateTime);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldFirst = await search(request({ sort: { by: 'DateTime', direction: 'ASC' } }), office);
    expect(oldFirst.results.map((job) => job.dateTime)).toEqual([...dates].sort());
    for (const direction of ['ASC', 'DESC'] as const) {
      const sign = direction === 'ASC' ? 1 : -1;
      const names = (await search(request({ sort: { by: 'Name', direction } }), office)).results.map((job) => job.name);
      expect(names).toEqual([...names].sort((a, b) => compareText(a, b) * sign));
      const customers = (await search(request({ sort: { by: 'Customer', direction } }), office)).results.map((job) => job.serviceCustomer.customerName);
      expect(customers).toEqual([...customers].sort((a, b) => compareText(a, b) * sign));
    }
  });

  it('pages on the server and counts the matches', async () => {
    const { office } = await tokens();
    const first = await search(request({ pageSize: 10 }), office);
    const second = await search(request({ pageSize: 10, pageNumber: 1 }), office);
    expect(first.results).toHaveLength(10);
    expect(second.results).toHaveLength(10);
    expect(first.results.some((job) => second.results.some((other) => other.context === job.context))).toBe(false);
    expect(first.searchResultCount).toBe(getDb().jobs.size);
  });

  it('filters by status texts, customer and job type', async () => {
    const { office } = await tokens();
    const open = await search(request({ statuses: ['Open', 'In Progress'] }), office);
    expect(open.results.length).toBeGreaterThan(0);
    expect(open.results.every((job) => ['Open', 'In Progress'].includes(job.jobStatus.text))).toBe(true);
    const db = getDb();
    const customer = db.customers.get(db.jobs.all()[0]!.serviceCustomerContext)!;
    const mine = await search(request({ customerContext: customer.context }), office);
    expect(mine.searchResultCount).toBe(db.jobs.where('customer', customer.context).length);
    const type = db.jobs.all()[0]!.jobTypeContext;
    const typed = await search(request({ jobTypeContext: type }), office);
    expect(typed.results.every((job) => job.jobType.context === type)).toBe(true);
  });

  it('finds jobs by name, description, and the customer first name, last name, address, telephone and email', async () => {
    const { office } = await tokens();
    const db = getDb();
    const job = db.jobs.all().find((candidate) => db.customers.get(candidate.serviceCustomerContext)?.customerType === 'Person')!;
    const customer = db.customers.get(job.serviceCustomerContext)!;
    const terms = [
      job.name.slice(0, 6),
      job.description.slice(10, 24),
      customer.firstName,
      customer.lastName,
      customer.addresses[0]!.street1,
      customer.telephoneList[0]!.number,
      customer.emailList[0]!.address.toUpperCase(),
    ];
    for (const searchTerm of terms) {
      const found = await search(request({ searchTerm }), office);
      expect(found.results.map((result) => result.context), searchTerm).toContain(job.context);
    }
    const none = await search(request({ searchTerm: 'zzzz-no-such-job' }), office);
    expect(none).toMatchObject({ results: [], searchResultCount: 0 });
    expect(customerName(customer)).toBe(`${customer.firstName} ${customer.lastName}`);
  });

  it('answers 400 for an unknown sort or a term under 3 characters', async () => {
    const { office } = await tokens();
    const sort = await post(endpoints.jobSearch.search, request({ sort: { by: 'Total', direction: 'ASC' } }), office);
    expect(sort.status).toBe(400);
    expect(await sort.json()).toEqual(['Cannot sort by Total.']);
    expect((await post(endpoints.jobSearch.search, request({ searchTerm: 'ab' }), office)).status).toBe(400);
  });
});

describe('JobSearch/Search over the large seed', () => {
  // Building 10,000 jobs takes a while on a busy machine.
  beforeAll(() => {
    loadDb(createSeed(new Date(), 'large'));
  }, 60_000);

  it('pages, sorts and filters its 10,000 jobs on the server', async () => {
    const { office } = await tokens();
    const page = await search(request({ pageSize: 25, pageNumber: 3, sort: { by: 'Customer', direction: 'ASC' } }), office);
    expect(page.totalCount).toBe(10_000);
    expect(page.searchResultCount).toBe(10_000);
    expect(page.results).toHaveLength(25);
    const names = page.results.map((job) => job.serviceCustomer.customerName);
    expect(names).toEqual([...names].sort(compareText));
    const complete = await search(request({ pageSize: 25, statuses: ['Complete'] }), office);
    expect(complete.searchResultCount).toBeGreaterThan(2_000);
    expect(complete.searchResultCount).toBeLessThan(10_000);
    const termed = await search(request({ pageSize: 25, searchTerm: 'job 1234' }), office);
    expect(termed.results.some((job) => job.name.endsWith('job 1234'))).toBe(true);
  }, 60_000);
});
