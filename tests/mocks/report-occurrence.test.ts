// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { OCCURRENCE_MESSAGES, occurrenceRecordsResponseSchema, occurrenceResponseSchema, type OccurrenceRequest } from '../../src/lib/schemas/report-occurrence-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { post, signIn, useMockServer } from './mock-api';

useMockServer();

/** The UTC calendar day of an ISO moment (the tests send no time zone offset: 0). */
const day = (iso: string) => iso.slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);

async function occurrence(request: OccurrenceRequest, account: keyof typeof seededUsernames = 'office') {
  return post(endpoints.occurrenceReport.counts, request, (await signIn(seededUsernames[account])).accessToken);
}

describe('Report/Occurrence', () => {
  it('counts intake by status over the year, each count equal to the records matching it', async () => {
    const answer = occurrenceResponseSchema.parse(await (await occurrence({ kind: 'intake', groupBy: 'status', interval: 'month', from: yearAgo, to: today })).json());
    const inRange = getDb()
      .intakes.all()
      .filter((intake) => day(intake.dateTime) >= yearAgo && day(intake.dateTime) <= today);
    expect(answer.total).toBe(inRange.length);
    expect(answer.total).toBeGreaterThan(0);
    for (const group of answer.groups) {
      expect(group.total).toBe(inRange.filter((intake) => intake.status === group.key).length);
      expect(group.counts.reduce((sum, count) => sum + count, 0)).toBe(group.total);
    }
    expect(answer.periodTotals.reduce((sum, count) => sum + count, 0)).toBe(answer.total);
    expect(answer.periods[0]!.start).toBe(yearAgo);
    expect(answer.periods.at(-1)!.end).toBe(today);
    // Each month's count is the records whose day falls in it.
    answer.periods.forEach((period, index) => {
      expect(answer.periodTotals[index]).toBe(inRange.filter((intake) => day(intake.dateTime) >= period.start && day(intake.dateTime) <= period.end).length);
    });
  });

  it('counts intake by type with the picklist’s words, and eSign requests by the customer’s response', async () => {
    const byType = occurrenceResponseSchema.parse(await (await occurrence({ kind: 'intake', groupBy: 'type', interval: 'week', from: yearAgo, to: today })).json());
    const typeNames = new Set(getDb().picklists.all().filter((item) => item.kind === 'IntakeType').map((item) => item.text));
    for (const group of byType.groups) expect(typeNames.has(group.label)).toBe(true);

    const esign = occurrenceResponseSchema.parse(await (await occurrence({ kind: 'esign', groupBy: 'response', interval: 'month', from: yearAgo, to: today })).json());
    const sent = getDb()
      .proposals.all()
      .filter((proposal) => proposal.dateGenerated && day(proposal.dateGenerated) >= yearAgo && day(proposal.dateGenerated) <= today);
    expect(esign.total).toBe(sent.length);
    for (const group of esign.groups) expect(group.total).toBe(sent.filter((proposal) => (proposal.customerResponse ?? 'Awaiting eSign') === group.key).length);
  });

  it('counts work orders and proposals by status', async () => {
    for (const kind of ['workorder', 'proposal'] as const) {
      const answer = occurrenceResponseSchema.parse(await (await occurrence({ kind, groupBy: 'status', interval: 'month', from: yearAgo, to: today })).json());
      const documents = (kind === 'workorder' ? getDb().workOrders.all() : getDb().proposals.all()).filter((document) => day(document.date) >= yearAgo && day(document.date) <= today);
      expect(answer.total).toBe(documents.length);
      for (const group of answer.groups) expect(group.total).toBe(documents.filter((document) => document.status === group.key).length);
    }
  });

  it('refuses a backwards range, a grouping the report has not, too many periods, and users without RPT_R', async () => {
    const backwards = await occurrence({ kind: 'intake', groupBy: 'status', interval: 'day', from: today, to: yearAgo });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual([OCCURRENCE_MESSAGES.backwards]);
    const grouping = await occurrence({ kind: 'workorder', groupBy: 'source', interval: 'day', from: yearAgo, to: today });
    expect(await grouping.json()).toEqual([OCCURRENCE_MESSAGES.grouping('workorder')]);
    const tooMany = await occurrence({ kind: 'intake', groupBy: 'status', interval: 'day', from: '2024-01-01', to: today });
    expect(await tooMany.json()).toEqual([OCCURRENCE_MESSAGES.tooManyPeriods]);
    const office = getDb().users.first('username', seededUsernames.office)!;
    getDb().users.update(office.id, { permissions: office.permissions.filter((code) => code !== 'RPT_R') });
    expect((await occurrence({ kind: 'intake', groupBy: 'status', interval: 'month', from: yearAgo, to: today })).status).toBe(403);
  });
});

describe('Report/OccurrenceRecords', () => {
  it('lists exactly the records behind a count, newest first, and needs the records’ read permission', async () => {
    const token = (await signIn(seededUsernames.office)).accessToken;
    const counts = occurrenceResponseSchema.parse(await (await occurrence({ kind: 'intake', groupBy: 'status', interval: 'month', from: yearAgo, to: today })).json());
    const group = counts.groups[0]!;
    const index = group.counts.findIndex((count) => count > 0);
    const period = counts.periods[index]!;
    const answer = occurrenceRecordsResponseSchema.parse(
      await (await post(endpoints.occurrenceReport.records, { kind: 'intake', groupBy: 'status', from: period.start, to: period.end, group: group.key, pageNumber: 0, pageSize: 200 }, token)).json(),
    );
    expect(answer.searchResultCount).toBe(group.counts[index]);
    expect(answer.results.every((record) => record.group === group.label && record.date >= period.start && record.date <= period.end)).toBe(true);
    const dates = answer.results.map((record) => getDb().intakes.get(record.context)!.dateTime);
    expect([...dates].sort().reverse()).toEqual(dates);

    const office = getDb().users.first('username', seededUsernames.office)!;
    getDb().users.update(office.id, { permissions: office.permissions.filter((code) => code !== 'WO_R') });
    const refused = await post(endpoints.occurrenceReport.records, { kind: 'workorder', groupBy: 'status', from: yearAgo, to: today, group: null, pageNumber: 0, pageSize: 20 }, token);
    expect(refused.status).toBe(403);
  });
});
