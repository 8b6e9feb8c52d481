// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jobMessages, jobSchema, type JobCreateRequest } from '../../src/lib/schemas/job-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { JOB_NOT_FOUND_TEXT } from '../../mocks/handlers/job-handlers';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

function picklist(kind: string, text: string): string {
  const item = getDb().picklists.all().find((entry) => entry.kind === kind && entry.text === text);
  if (!item) throw new Error(`No ${kind} ${text}`);
  return item.context;
}

function newJob(overrides: Partial<JobCreateRequest> = {}): JobCreateRequest {
  const db = getDb();
  const customer = db.customers.all().find((item) => item.active && item.addresses.length > 0 && item.parentContext === null)!;
  const intake = db.intakes.all().find((item) => item.customerContext === customer.context) ?? null;
  return {
    name: 'Smith 11/22/2026',
    description: 'Replace the water heater',
    jobTypeContext: picklist('JobType', 'Installation'),
    jobStatusContext: picklist('JobStatus', 'Open'),
    serviceCustomerContext: customer.context,
    serviceAddressContext: customer.addresses[0]!.context,
    billingCustomerContext: customer.context,
    billingAddressContext: customer.addresses[0]!.context,
    discount: 5,
    paymentTermContext: null,
    taxOverride: null,
    poNumber: '',
    releaseNumber: '',
    intakeContext: intake?.context ?? null,
    ...overrides,
  };
}

describe('Job/Create and Job/GetByContext', () => {
  it('creates a numbered job with the default payment term, links its intake and records it in the intake history', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const request = newJob();
    const highest = Math.max(...getDb().jobs.all().map((job) => job.number));
    const response = await post('Job/Create', request, accessToken);
    expect(response.status).toBe(200);
    const job = jobSchema.parse(await response.json());
    expect(job.number).toBe(highest + 1);
    expect(job.name).toBe('Smith 11/22/2026');
    expect(job.jobStatus.text).toBe('Open');
    expect(job.paymentTerm).toMatchObject({ description: 'Due on Receipt', isDefault: true });
    expect(job.serviceCustomer.context).toBe(request.serviceCustomerContext);
    if (request.intakeContext) {
      expect(job.intake?.context).toBe(request.intakeContext);
      const history = getDb().intakeHistory.all().filter((entry) => entry.intakeContext === request.intakeContext && entry.field === 'Job');
      expect(history.at(-1)?.newValue).toBe(`${job.number} Smith 11/22/2026`);
    }

    const fetched = await get(`Job/GetByContext?context=${job.context}`, accessToken);
    expect(jobSchema.parse(await fetched.json())).toEqual(job);
  });

  it('refuses invalid jobs with the spec messages', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const response = await post('Job/Create', newJob({ name: ' ', description: 'x'.repeat(4001), discount: 120 }), accessToken);
    expect(response.status).toBe(400);
    const messages = (await response.json()) as string[];
    expect(messages).toEqual(expect.arrayContaining([jobMessages.nameRequired, jobMessages.descriptionTooLong, jobMessages.discountRange]));
  });

  it('refuses an address of another customer', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const other = getDb().customers.all().filter((item) => item.addresses.length > 0)[5]!;
    const response = await post('Job/Create', newJob({ serviceAddressContext: other.addresses[0]!.context }), accessToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(['The service address does not belong to the service customer.']);
  });

  it('needs JOB_C to create and answers 404 for an unknown job', async () => {
    const tech = await signIn(seededUsernames.tech);
    expect((await post('Job/Create', newJob(), tech.accessToken)).status).toBe(403);
    const missing = await get('Job/GetByContext?context=nope', tech.accessToken);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(JOB_NOT_FOUND_TEXT);
  });
});
