// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { financialReportSchema } from '../../src/lib/schemas/report-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { createStore } from '../../mocks/db/mock-store';
import { createSeed } from '../../mocks/db/seed';
import { financialReport } from '../../mocks/handlers/report-financial';
import { get, signIn, useMockServer } from './mock-api';

useMockServer();

const dayOf = (moment: string) => new Date(Date.parse(moment)).toISOString().slice(0, 10);
const cents = (value: number) => Math.round(value * 100);

/** Count and total (cents) of the records dated in [from, to] (UTC calendar: no offset header). */
function tally(records: readonly { date: string; amount: number }[], from: string, to: string) {
  const inside = records.filter((record) => dayOf(record.date) >= from && dayOf(record.date) <= to);
  return { count: inside.length, cents: inside.reduce((sum, record) => sum + cents(record.amount), 0) };
}

function sources() {
  const db = getDb();
  return {
    proposals: db.proposals.all().map((document) => ({ date: document.date, amount: document.total })),
    invoices: db.invoices.all().map((document) => ({ date: document.date, amount: document.total })),
    payments: db.payments.all().map((payment) => ({ date: payment.date, amount: payment.amount })),
  };
}

async function report(token: string, query: string) {
  const response = await get(`Report/Financial?${query}`, token);
  expect(response.status).toBe(200);
  return financialReportSchema.parse(await response.json());
}

function monthBounds(monthsBack: number) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

describe('GET Report/Financial', () => {
  it('needs RPT_R and a grouping', async () => {
    const tech = await signIn(seededUsernames.tech);
    expect((await get('Report/Financial?from=2026-01-01&to=2026-01-31&grouping=month', tech.accessToken)).status).toBe(403);
    const { accessToken } = await signIn(seededUsernames.office);
    const response = await get('Report/Financial?from=2026-01-01&to=2026-01-31&grouping=year', accessToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(['Group by Day, Week or Month.']);
  });

  it("equals the documents' and payments' totals of the period and of the period before, group by group", async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    // The last three whole months; the period before is the three months before them.
    const from = monthBounds(3).from;
    const to = monthBounds(1).to;
    const answer = await report(accessToken, `from=${from}&to=${to}&grouping=month`);
    expect(answer.previousFrom).toBe(monthBounds(6).from);
    expect(answer.previousTo).toBe(monthBounds(4).to);
    expect(answer.periods).toHaveLength(3);
    const all = sources();
    for (const measure of ['proposals', 'invoices', 'payments'] as const) {
      const current = tally(all[measure], from, to);
      const previous = tally(all[measure], answer.previousFrom, answer.previousTo);
      expect({ count: answer.totals.current[measure].count, cents: cents(answer.totals.current[measure].total) }).toEqual(current);
      expect({ count: answer.totals.previous[measure].count, cents: cents(answer.totals.previous[measure].total) }).toEqual(previous);
      for (const period of answer.periods) {
        const part = tally(all[measure], period.from, period.to);
        expect({ count: period.current[measure].count, cents: cents(period.current[measure].total) }).toEqual(part);
        const before = tally(all[measure], period.previousFrom!, period.previousTo!);
        expect({ count: period.previous[measure].count, cents: cents(period.previous[measure].total) }).toEqual(before);
      }
    }
    expect(answer.totals.current.invoices.count + answer.totals.previous.invoices.count).toBeGreaterThan(0);
    expect(answer.totals.current.payments.count + answer.totals.previous.payments.count).toBeGreaterThan(0);
  });

  it('groups by week (Sunday to Saturday) and by day, covering the period exactly', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const { from, to } = monthBounds(1);
    const weeks = await report(accessToken, `from=${from}&to=${to}&grouping=week`);
    expect(weeks.periods[0]!.from).toBe(from);
    expect(weeks.periods.at(-1)!.to).toBe(to);
    for (const period of weeks.periods.slice(1)) expect(new Date(`${period.from}T00:00:00Z`).getUTCDay()).toBe(0);
    const days = await report(accessToken, `from=${from}&to=${to}&grouping=day`);
    expect(days.periods).toHaveLength(Number(to.slice(8)));
    const all = sources();
    expect(days.periods.reduce((sum, period) => sum + cents(period.current.payments.total), 0)).toBe(tally(all.payments, from, to).cents);
    expect(weeks.periods.reduce((sum, period) => sum + cents(period.previous.invoices.total), 0)).toBe(tally(all.invoices, weeks.previousFrom, weeks.previousTo).cents);
  });

  it('stays fast on the large seed', () => {
    const db = createStore(createSeed(new Date(), 'large'));
    const started = performance.now();
    financialReport(db, { from: '2024-01-01', to: '2026-12-31' }, 'day', 0);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
