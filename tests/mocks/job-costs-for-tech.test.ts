// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { jobSchema } from '../../src/lib/schemas/job-schemas';
import { getDb } from '../../mocks/db/store';
import type { Job } from '../../mocks/db/types';
import { get, post, useMockServer } from './mock-api';
import { costPaths, query, tokens, updateRequestOf } from './job-fixtures';

/**
 * Costs stay in the office (issue 13, docs/api.md `JOB_COST_R`): no answer of the jobs API carries a
 * cost, markup, profit, payment term or the customer's job defaults for tech@demo.test, while
 * office@demo.test gets them. Each answer's raw JSON is walked, every key at every depth, so a field
 * added later cannot slip through.
 */

useMockServer();


async function json(response: Response): Promise<unknown> {
  expect(response.status).toBe(200);
  return response.json();
}

/** A plain job whose lines have costs, with a payment term: everything there is to hide. */
function costlyJob(chained = false): Job {
  const db = getDb();
  const job = db.jobs
    .all()
    .find(
      (candidate) =>
        !!candidate.chainId === chained &&
        candidate.paymentTermContext !== null &&
        db.jobDetails.where('job', candidate.context).some((line) => line.priceDetail.cost !== null && line.priceDetail.markup !== null),
    );
  if (!job) throw new Error(`No ${chained ? 'recurring' : 'plain'} job with costs in the seed`);
  return job;
}

function searchRequest(searchTerm = '') {
  return { searchTerm, sort: { by: '', direction: 'DESC' }, pageNumber: 0, pageSize: 200, statuses: [], assignedTo: null, recentlyUsed: false };
}

describe('the jobs API for tech@demo.test', () => {
  it('Job/GetByContext answers prices and totals but no cost, markup, profit or payment term', async () => {
    const { tech } = await tokens();
    for (const job of [costlyJob(), costlyJob(true)]) {
      const answer = await json(await get(query(endpoints.job.get, { context: job.context }), tech));
      expect(costPaths(answer)).toEqual([]);
      const parsed = jobSchema.parse(answer);
      expect(parsed.jobDetailList.length).toBeGreaterThan(0);
      expect(parsed.jobDetailList.every((line) => typeof line.priceDetail.price === 'number')).toBe(true);
      expect(parsed.totals.total).toEqual(expect.any(Number));
    }
  });

  it('JobSearch/Search carries no cost anywhere in a page of every job', async () => {
    const { tech } = await tokens();
    const answer = await json(await post(endpoints.jobSearch.search, searchRequest(), tech));
    expect((answer as { results: unknown[] }).results.length).toBeGreaterThan(0);
    expect(costPaths(answer)).toEqual([]);
  });

  it('the answers of Job/Update and JobRecurrence/UpdateThisJobOnly carry no cost', async () => {
    const { tech } = await tokens();
    for (const [job, endpoint] of [
      [costlyJob(), endpoints.job.update],
      [costlyJob(true), endpoints.jobRecurrence.updateThisJobOnly],
    ] as const) {
      const loaded = jobSchema.parse(await json(await get(query(endpoints.job.get, { context: job.context }), tech)));
      const request = updateRequestOf(loaded, { description: 'Checked the flue' });
      const answer = await json(await post(endpoint, request, tech));
      expect(costPaths(answer)).toEqual([]);
    }
  });

  it('JobRecurrence/GetChain, the job timesheet and Job/GetJobConfig carry no cost', async () => {
    const { tech } = await tokens();
    const recurring = costlyJob(true);
    const chain = await json(await get(query(endpoints.jobRecurrence.getChain, { context: recurring.context }), tech));
    expect(costPaths(chain)).toEqual([]);
    const timesheet = await json(await get(query(endpoints.timesheet.getAllByJobContext, { context: recurring.context }), tech));
    expect(costPaths(timesheet)).toEqual([]);
    const customer = getDb().customers.get(costlyJob().serviceCustomerContext)!;
    const config = await json(await get(query(endpoints.job.getJobConfig, { customerContext: customer.context }), tech));
    expect(costPaths(config)).toEqual([]);
    expect(Object.keys(config as object)).toEqual(['jobName']);
  });

  it("Customer/GetByContext leaves the customer's job defaults out", async () => {
    const { tech } = await tokens();
    const customer = getDb().customers.get(costlyJob().serviceCustomerContext)!;
    const answer = await json(await get(query(endpoints.customer.get, { context: customer.context }), tech));
    expect(answer).toMatchObject({ context: customer.context });
    expect(costPaths(answer)).toEqual([]);
  });

  it('Customer/GetJobConfig and PaymentTerm/GetAll answer 403', async () => {
    const { tech } = await tokens();
    const customer = getDb().customers.get(costlyJob().serviceCustomerContext)!;
    expect((await get(query(endpoints.customer.getJobConfig, { context: customer.context }), tech)).status).toBe(403);
    expect((await get(endpoints.paymentTerm.getAll, tech)).status).toBe(403);
  });

  it('Picklist/GetByKind answers no payment terms (office gets them)', async () => {
    const { tech, office } = await tokens();
    const path = `${endpoints.picklist.getByKind}?kind=PaymentTerm`;
    expect(await json(await get(path, tech))).toEqual([]);
    expect(((await json(await get(path, office))) as unknown[]).length).toBeGreaterThan(0);
    expect(((await json(await get(`${endpoints.picklist.getByKind}?kind=JobType`, tech))) as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('the jobs API for office@demo.test', () => {
  it('Job/GetByContext answers line cost and markup, the cost and profit totals and the payment term', async () => {
    const { office } = await tokens();
    const answer = await json(await get(query(endpoints.job.get, { context: costlyJob().context }), office));
    const paths = costPaths(answer);
    expect(paths).toEqual(expect.arrayContaining(['totals.cost', 'totals.profit', 'paymentTerm']));
    expect(paths.filter((path) => /^jobDetailList\.\d+\.priceDetail\.(cost|markup)$/.test(path)).length).toBeGreaterThanOrEqual(2);
    expect(jobSchema.parse(answer).paymentTerm).toMatchObject({ description: expect.any(String), days: expect.any(Number) });
  });

  it("Customer/GetByContext and Customer/GetJobConfig answer the customer's job defaults; Job/GetJobConfig its payment term", async () => {
    const { office } = await tokens();
    const customer = getDb().customers.get(costlyJob().serviceCustomerContext)!;
    expect(costPaths(await json(await get(query(endpoints.customer.get, { context: customer.context }), office)))).toContain('jobConfig');
    expect(costPaths(await json(await get(query(endpoints.customer.getJobConfig, { context: customer.context }), office)))).toContain('paymentTerm');
    expect(costPaths(await json(await get(query(endpoints.job.getJobConfig, { customerContext: customer.context }), office)))).toContain('paymentTerm');
    expect((await get(endpoints.paymentTerm.getAll, office)).status).toBe(200);
  });
});
