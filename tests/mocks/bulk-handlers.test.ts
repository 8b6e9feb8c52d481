// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { bulkPreviewSchema, bulkReportSchema, type BulkPreviewRequest } from '../../src/lib/schemas/bulk-schemas';
import { getDb } from '../../mocks/db/store';
import { INTAKE_HAS_JOB_TEXT } from '../../mocks/handlers/intake-handlers';
import { BULK_UNDO_WINDOW_MS } from '../../mocks/handlers/bulk/bulk-operations';
import { post, useMockServer } from './mock-api';
import { tokens } from './job-fixtures';

useMockServer();

const intakeFilter = (statuses: string[]) => ({ searchTerm: '', sort: { by: 'DateTime', direction: 'DESC' }, statuses, assignedTo: null, customerContext: null });

async function preview(request: BulkPreviewRequest, token: string) {
  return bulkPreviewSchema.parse(await (await post(endpoints.bulk.preview, request, token)).json());
}

describe('bulk changes', () => {
  it('previews a status change over every intake a filter matches, skipping those already so, and writes nothing', async () => {
    const { office } = await tokens();
    const db = getDb();
    const pending = db.intakes.all().filter((intake) => intake.status === 'Pending');
    const scheduled = db.intakes.all().filter((intake) => intake.status === 'Scheduled');
    const answer = await preview({ entity: 'intake', action: 'status', value: 'Scheduled', selection: { filter: intakeFilter(['Pending', 'Scheduled']) } }, office);
    expect(answer.total).toBe(pending.length + scheduled.length);
    expect(answer.summary).toBe('Status → Scheduled');
    expect(answer.changes.map((change) => change.context).sort()).toEqual(pending.map((intake) => intake.context).sort());
    expect(answer.changes.every((change) => change.from === 'Pending' && change.to === 'Scheduled')).toBe(true);
    expect(answer.skipped).toHaveLength(scheduled.length);
    expect(new Set(answer.skipped.map((skip) => skip.reason))).toEqual(new Set(['Status is already Scheduled.']));
    expect(db.intakes.all().filter((intake) => intake.status === 'Pending')).toHaveLength(pending.length);
  });

  it('applies each previewed record at the version it saw, skips one changed since, and undoes the rest', async () => {
    const { office } = await tokens();
    const db = getDb();
    const request: BulkPreviewRequest = { entity: 'intake', action: 'status', value: 'Cancelled', selection: { filter: intakeFilter(['Pending']) } };
    const seen = await preview(request, office);
    expect(seen.changes.length).toBeGreaterThan(2);
    const versions = Object.fromEntries(seen.changes.map((change) => [change.context, change.version]));
    const [bumped, ...rest] = seen.changes;
    const stored = db.intakes.get(bumped!.context)!;
    db.intakes.put({ ...stored, version: stored.version + 1 });

    const report = bulkReportSchema.parse(await (await post(endpoints.bulk.apply, { ...request, versions }, office)).json());
    expect(report.changed.map((change) => change.context).sort()).toEqual(rest.map((change) => change.context).sort());
    expect(report.skipped).toEqual([{ context: bumped!.context, name: bumped!.name, reason: 'It was changed by someone else after the preview.' }]);
    for (const change of rest) expect(db.intakes.get(change.context)).toMatchObject({ status: 'Cancelled', version: change.version + 1 });
    expect(db.intakes.get(bumped!.context)!.status).toBe('Pending');
    expect(db.intakeHistory.where('intake', rest[0]!.context).some((entry) => entry.field === 'Status' && entry.newValue === 'Cancelled')).toBe(true);

    const undone = bulkReportSchema.parse(await (await post(endpoints.bulk.undo, { operationId: report.operationId }, office)).json());
    expect(undone.changed).toHaveLength(rest.length);
    for (const change of rest) expect(db.intakes.get(change.context)!.status).toBe('Pending');
    const again = await post(endpoints.bulk.undo, { operationId: report.operationId }, office);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(['This change can no longer be undone.']);
  });

  it('refuses Undo once its time is up', async () => {
    const { office } = await tokens();
    const intake = getDb().intakes.all().find((candidate) => candidate.status === 'Pending')!;
    const request: BulkPreviewRequest = { entity: 'intake', action: 'status', value: 'Complete', selection: { contexts: [intake.context] } };
    const report = bulkReportSchema.parse(await (await post(endpoints.bulk.apply, { ...request, versions: { [intake.context]: intake.version } }, office)).json());
    vi.useFakeTimers({ now: Date.now() + BULK_UNDO_WINDOW_MS + 1_000, toFake: ['Date'] });
    try {
      expect((await post(endpoints.bulk.undo, { operationId: report.operationId }, office)).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
    expect(getDb().intakes.get(intake.context)!.status).toBe('Complete');
  });

  it('says why a record is skipped: a state rule, a missing record, no permission', async () => {
    const { office, tech } = await tokens();
    const db = getDb();
    const withJob = db.intakes.all().find((intake) => db.jobs.count('intake', intake.context) > 0)!;
    const free = db.intakes.all().find((intake) => db.jobs.count('intake', intake.context) === 0)!;
    const answer = await preview({ entity: 'intake', action: 'delete', value: null, selection: { contexts: [withJob.context, free.context, 'gone'] } }, office);
    expect(answer.changes.map((change) => change.context)).toEqual([free.context]);
    expect(answer.skipped.map((skip) => [skip.context, skip.reason])).toEqual([
      ['gone', 'It no longer exists.'],
      [withJob.context, INTAKE_HAS_JOB_TEXT],
    ]);
    const denied = await preview({ entity: 'job', action: 'delete', value: null, selection: { contexts: [db.jobs.all()[0]!.context] } }, tech);
    expect(denied.changes).toEqual([]);
    expect(denied.skipped[0]!.reason).toBe('You do not have permission to delete jobs.');
    const deleted = bulkReportSchema.parse(await (await post(endpoints.bulk.apply, { entity: 'intake', action: 'delete', value: null, selection: { contexts: [free.context] }, versions: { [free.context]: free.version } }, office)).json());
    expect(deleted).toMatchObject({ operationId: null, undoUntil: null });
    expect(db.intakes.has(free.context)).toBe(false);
  });

  it('adds a tag to ticked jobs and validates the value on the server', async () => {
    const { office } = await tokens();
    const db = getDb();
    const tag = db.picklists.where('kind', 'JobTag').find((entry) => entry.active)!;
    const jobs = db.jobs.all().slice(0, 3);
    const tagged = jobs.find((job) => job.tagContexts.includes(tag.context));
    const request: BulkPreviewRequest = { entity: 'job', action: 'tag', value: tag.context, selection: { contexts: jobs.map((job) => job.context) } };
    const seen = await preview(request, office);
    expect(seen.changes).toHaveLength(jobs.length - (tagged ? 1 : 0));
    const versions = Object.fromEntries(seen.changes.map((change) => [change.context, change.version]));
    await post(endpoints.bulk.apply, { ...request, versions }, office);
    for (const job of jobs) expect(db.jobs.get(job.context)!.tagContexts).toContain(tag.context);
    const bad = await post(endpoints.bulk.preview, { ...request, value: 'nope' }, office);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(['Choose an active job tag.']);
  });

  it('makes every active customer a filter matches inactive, and keeps those with work from deletion', async () => {
    const { office } = await tokens();
    const db = getDb();
    const active = db.customers.all().filter((customer) => customer.active);
    const filter = { searchTerm: '', sort: { by: 'Name', direction: 'ASC' }, active: true, assignedTo: null, recentlyUsed: false };
    const request: BulkPreviewRequest = { entity: 'customer', action: 'deactivate', value: null, selection: { filter } };
    const seen = await preview(request, office);
    expect(seen.changes).toHaveLength(active.length);
    const versions = Object.fromEntries(seen.changes.map((change) => [change.context, change.version]));
    const report = bulkReportSchema.parse(await (await post(endpoints.bulk.apply, { ...request, versions }, office)).json());
    expect(report.changed).toHaveLength(active.length);
    expect(db.customers.all().filter((customer) => customer.active)).toHaveLength(0);
    await post(endpoints.bulk.undo, { operationId: report.operationId }, office);
    expect(db.customers.all().filter((customer) => customer.active)).toHaveLength(active.length);

    const withWork = db.customers.all().find((customer) => db.jobs.count('customer', customer.context) > 0)!;
    const denied = await preview({ entity: 'customer', action: 'delete', value: null, selection: { contexts: [withWork.context] } }, office);
    expect(denied.skipped[0]!.reason).toBe('This customer has intake or jobs and cannot be deleted. Make the customer inactive instead.');
  });
});
