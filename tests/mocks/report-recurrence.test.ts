// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recurrenceReportSchema } from '../../src/lib/schemas/report-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, signIn, useMockServer } from './mock-api';

useMockServer();

async function report(token: string) {
  const response = await get('Report/RecurrenceStatus', token);
  expect(response.status).toBe(200);
  return recurrenceReportSchema.parse(await response.json());
}

describe('GET Report/RecurrenceStatus', () => {
  it('needs RPT_R', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    expect((await get('Report/RecurrenceStatus', accessToken)).status).toBe(403);
  });

  it('lists every seeded chain with its occurrences, the completed ones and its next occurrence', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const answer = await report(accessToken);
    const db = getDb();
    expect(answer.chains.map((chain) => chain.chainId).sort()).toEqual(db.jobChains.all().map((chain) => chain.chainId).sort());
    const now = Date.now();
    for (const chain of answer.chains) {
      const jobs = db.jobs.all().filter((job) => job.chainId === chain.chainId);
      const appointments = db.appointments.all().filter((appointment) => appointment.chainId === chain.chainId);
      expect(chain.occurrences).toBe(Math.max(jobs.length, appointments.length));
      expect(chain.completed).toBe(jobs.filter((job) => db.picklists.get(job.jobStatusContext)?.text === 'Complete').length);
      const upcoming = appointments.filter((appointment) => Date.parse(appointment.startDate) >= now).map((appointment) => appointment.startDate.slice(0, 10)).sort();
      expect(chain.nextDate).toBe(upcoming[0] ?? null);
      expect(chain.rule).toBe(db.jobChains.get(chain.chainId)!.displayText);
    }
  });

  it('marks a chain incomplete when a passed occurrence’s job is still open, and counts it', async () => {
    const db = getDb();
    const chain = db.jobChains.all()[0]!;
    const appointment = db.appointments.all().find((candidate) => candidate.chainId === chain.chainId)!;
    const open = db.picklists.all().find((item) => item.kind === 'JobStatus' && item.text === 'Open')!;
    db.appointments.put({ ...appointment, startDate: new Date(Date.now() - 10 * 86_400_000).toISOString(), endDate: new Date(Date.now() - 10 * 86_400_000 + 3_600_000).toISOString() });
    const job = db.jobs.get(appointment.jobContext!)!;
    db.jobs.put({ ...job, jobStatusContext: open.context });
    const { accessToken } = await signIn(seededUsernames.admin);
    const answer = await report(accessToken);
    const row = answer.chains.find((candidate) => candidate.chainId === chain.chainId)!;
    expect(row.status).toBe('Incomplete');
    expect(row.overdue).toBeGreaterThanOrEqual(1);
    expect(answer.chains[0]!.status).toBe('Incomplete');
    expect(answer.incomplete).toBe(answer.chains.filter((candidate) => candidate.status === 'Incomplete').length);
  });
});
