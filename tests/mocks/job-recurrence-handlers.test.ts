// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { jobSchema } from '../../src/lib/schemas/job-schemas';
import { recurrenceChainSchema, recurrenceMessages, type CreateRecurrenceRequest } from '../../src/lib/schemas/job-recurrence-schemas';
import { seededUuid } from '../../mocks/db/ids';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import { get, post, useMockServer } from './mock-api';
import { createJob, getJob, newJobRequest, newLine, query, tokens, updateRequestOf } from './job-fixtures';

useMockServer();

/** Pacific standard time: 480 minutes behind UTC. */
const PST = { ClientTimezoneOffset: '480' };

function recurrence(context: string, changes: Partial<CreateRecurrenceRequest> = {}): CreateRecurrenceRequest {
  return {
    context,
    // Monday 4 January 2027, 8:00 to 10:00 in Portland.
    startDate: '2027-01-04T16:00:00Z',
    endDate: '2027-01-04T18:00:00Z',
    allDay: false,
    participantContexts: [personnelContexts.tech],
    rule: { frequency: 'Weekly', interval: 1, weekDays: ['MO', 'TH'], count: 5, until: null },
    ...changes,
  };
}

async function makeRecurring(token: string, changes: Partial<CreateRecurrenceRequest> = {}) {
  const job = await createJob(newJobRequest({ jobDetailList: [newLine({ name: 'Grease trap pump-out', price: 275 })] }), token);
  const response = await post(endpoints.jobRecurrence.create, recurrence(job.context, changes), token, PST);
  expect(response.status).toBe(200);
  return { job, chain: recurrenceChainSchema.parse(await response.json()) };
}

describe('JobRecurrence/Create and GetChain', () => {
  it('makes the chain of occurrences with rrule, each a job with its lines and an appointment at the same local time', async () => {
    const { office } = await tokens();
    const { job, chain } = await makeRecurring(office);
    expect(chain.displayText).toBe('every week on Monday, Thursday for 5 times');
    expect(chain.occurrences.map((occurrence) => occurrence.appointment?.startDate)).toEqual([
      '2027-01-04T16:00:00.000Z',
      '2027-01-07T16:00:00.000Z',
      '2027-01-11T16:00:00.000Z',
      '2027-01-14T16:00:00.000Z',
      '2027-01-18T16:00:00.000Z',
    ]);
    expect(chain.occurrences[0]!.jobContext).toBe(job.context);
    for (const { appointment } of chain.occurrences) expect(Date.parse(appointment!.endDate) - Date.parse(appointment!.startDate)).toBe(2 * 3600_000);
    const db = getDb();
    for (const occurrence of chain.occurrences) {
      const stored = db.jobs.get(occurrence.jobContext)!;
      expect(stored).toMatchObject({ recurring: true, chainId: chain.chainId });
      expect(db.jobDetails.where('job', stored.context).map((line) => line.name)).toEqual(['Grease trap pump-out']);
      expect(db.appointments.where('job', stored.context)[0]).toMatchObject({ participantContexts: [personnelContexts.tech], recurrenceRuleText: chain.displayText, chainId: chain.chainId });
    }
    const fetched = await get(query(endpoints.jobRecurrence.getChain, { context: chain.occurrences[3]!.jobContext }), office);
    expect(recurrenceChainSchema.parse(await fetched.json())).toEqual(chain);
  });

  it('ends a monthly rule on its until date', async () => {
    const { office } = await tokens();
    const { chain } = await makeRecurring(office, { rule: { frequency: 'Monthly', interval: 2, weekDays: [], count: null, until: '2027-09-30' } });
    expect(chain.occurrences.map((occurrence) => occurrence.appointment?.startDate.slice(0, 10))).toEqual(['2027-01-04', '2027-03-04', '2027-05-04', '2027-07-04', '2027-09-04']);
  });

  it('refuses rules without an end, with too many occurrences, and a job that already recurs', async () => {
    const { office } = await tokens();
    const job = await createJob(newJobRequest(), office);
    const noEnd = await post(endpoints.jobRecurrence.create, recurrence(job.context, { rule: { frequency: 'Daily', interval: 1, weekDays: [], count: null, until: null } }), office);
    expect(await noEnd.json()).toEqual([recurrenceMessages.endRequired]);
    const tooMany = await post(endpoints.jobRecurrence.create, recurrence(job.context, { rule: { frequency: 'Daily', interval: 1, weekDays: [], count: null, until: '2030-01-01' } }), office);
    expect(await tooMany.json()).toEqual([recurrenceMessages.tooMany]);
    const seeded = getDb().jobs.all().find((candidate) => candidate.chainId === seededUuid('chain:lincoln-rtu'))!;
    const again = await post(endpoints.jobRecurrence.create, recurrence(seeded.context), office);
    expect(again.status).toBe(422);
    expect(await again.text()).toBe(recurrenceMessages.alreadyRecurring);
  });

  it('answers the seeded chains with their rules', async () => {
    const { tech } = await tokens();
    const seeded = getDb().jobs.all().find((candidate) => candidate.chainId === seededUuid('chain:bluebird-grease'))!;
    const chain = recurrenceChainSchema.parse(await (await get(query(endpoints.jobRecurrence.getChain, { context: seeded.context }), tech)).json());
    expect(chain.rule).toMatchObject({ frequency: 'Monthly', interval: 1, count: 3 });
    expect(chain.displayText).toBe('every month for 3 times');
    expect(chain.occurrences).toHaveLength(3);
  });
});

describe('updating an occurrence', () => {
  it('UpdateThisJobOnly changes one occurrence, which HasFutureChangesInChain then reports to the earlier ones', async () => {
    const { office } = await tokens();
    const { chain } = await makeRecurring(office);
    const [first, second, third] = chain.occurrences;
    const hasChanges = async (context: string) => (await get(query(endpoints.jobRecurrence.hasFutureChangesInChain, { context }), office)).json();
    expect(await hasChanges(first!.jobContext)).toBe(false);
    const target = await getJob(third!.jobContext, office);
    const response = await post(endpoints.jobRecurrence.updateThisJobOnly, updateRequestOf(target, { description: 'Customer asked for the side gate' }), office);
    expect(response.status).toBe(200);
    expect(jobSchema.parse(await response.json()).description).toBe('Customer asked for the side gate');
    expect((await getJob(second!.jobContext, office)).description).toBe('Replace the water heater');
    expect(await hasChanges(first!.jobContext)).toBe(true);
    expect(await hasChanges(third!.jobContext)).toBe(false);
  });

  it('UpdateThisAndAllFutureJobs carries the changed fields and lines to the later occurrences only', async () => {
    const { office } = await tokens();
    const { chain } = await makeRecurring(office);
    const [first, second, , fourth] = chain.occurrences;
    const changed = await getJob(fourth!.jobContext, office);
    await post(endpoints.jobRecurrence.updateThisJobOnly, updateRequestOf(changed, { poNumber: 'PO-1' }), office);
    const job = await getJob(second!.jobContext, office);
    const request = updateRequestOf(job, { description: 'Quarterly service, new scope' });
    request.jobDetailList.push(newLine({ name: 'Enzyme treatment', price: 45, order: 2 }));
    const response = await post(endpoints.jobRecurrence.updateThisAndAllFutureJobs, request, office);
    expect(response.status).toBe(200);
    for (const occurrence of chain.occurrences.slice(1)) {
      const after = await getJob(occurrence.jobContext, office);
      expect(after.description).toBe('Quarterly service, new scope');
      expect(after.jobDetailList.map((line) => line.name)).toEqual(['Grease trap pump-out', 'Enzyme treatment']);
      expect(after.totals.subtotal).toBe(320);
    }
    // The fourth kept its own PO number (not changed by this save) and no longer counts as changed.
    expect((await getJob(fourth!.jobContext, office)).poNumber).toBe('PO-1');
    expect(await (await get(query(endpoints.jobRecurrence.hasFutureChangesInChain, { context: second!.jobContext }), office)).json()).toBe(false);
    const untouched = await getJob(first!.jobContext, office);
    expect(untouched.description).toBe('Replace the water heater');
    expect(untouched.jobDetailList).toHaveLength(1);
  });

  it('answers 409 for a stale version', async () => {
    const { office } = await tokens();
    const { chain } = await makeRecurring(office);
    const job = await getJob(chain.occurrences[1]!.jobContext, office);
    await post(endpoints.jobRecurrence.updateThisJobOnly, updateRequestOf(job, { name: 'Changed' }), office);
    expect((await post(endpoints.jobRecurrence.updateThisAndAllFutureJobs, updateRequestOf(job), office)).status).toBe(409);
    expect((await getJob(chain.occurrences[2]!.jobContext, office)).name).toBe(job.name);
  });
});
