// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { bulkPreviewSchema, bulkReportSchema, type BulkPreviewRequest } from '../../src/lib/schemas/bulk-schemas';
import { getDb } from '../../mocks/db/store';
import { invoiceAmountDue } from '../../mocks/handlers/document-views';
import { post, useMockServer } from './mock-api';
import { tokens } from './job-fixtures';

/** Bulk changes on tasks and invoices, and Assign Technician on jobs (issue 20). */
useMockServer();

async function preview(request: BulkPreviewRequest, token: string) {
  return bulkPreviewSchema.parse(await (await post(endpoints.bulk.preview, request, token)).json());
}

async function apply(request: BulkPreviewRequest, token: string) {
  const seen = await preview(request, token);
  const versions = Object.fromEntries(seen.changes.map((change) => [change.context, change.version]));
  return { seen, report: bulkReportSchema.parse(await (await post(endpoints.bulk.apply, { ...request, versions }, token)).json()) };
}

const undo = async (operationId: string | null, token: string) => bulkReportSchema.parse(await (await post(endpoints.bulk.undo, { operationId }, token)).json());

const taskFilter = (statuses: string[]) => ({ searchTerm: '', sort: { by: 'CompleteDate', direction: 'ASC' }, assignedTo: null, priority: null, statuses });
const invoiceFilter = { searchTerm: '', sort: { by: 'Date', direction: 'DESC' }, statuses: [] };

describe('bulk changes on tasks', () => {
  it('completes every open task a filter matches now, and Undo reopens each with its due date', async () => {
    const { office } = await tokens();
    const db = getDb();
    const open = db.tasks.all().filter((task) => task.status !== 'Complete');
    expect(open.length).toBeGreaterThan(1);
    const statuses = [...new Set(open.map((task) => task.status))];
    const { seen, report } = await apply({ entity: 'task', action: 'status', value: 'Complete', selection: { filter: taskFilter(statuses) } }, office);
    expect(seen.total).toBe(open.length);
    expect(report.summary).toBe('Status → Complete');
    expect(report.changed).toHaveLength(open.length);
    for (const task of open) expect(db.tasks.get(task.context)).toMatchObject({ status: 'Complete', completeType: 'On', version: task.version + 1 });

    const undone = await undo(report.operationId, office);
    expect(undone).toMatchObject({ entity: 'task', summary: 'Undone: Status → Complete' });
    for (const task of open) expect(db.tasks.get(task.context)).toMatchObject({ status: task.status, completeType: task.completeType, completeDate: task.completeDate });
  });

  it('assigns ticked tasks, skipping one already assigned, and checks the person on the server', async () => {
    const { office } = await tokens();
    const db = getDb();
    const person = db.personnel.all().find((candidate) => candidate.active)!;
    const mine = db.tasks.all().find((task) => task.assignedToContext === person.context);
    const others = db.tasks.all().filter((task) => task.assignedToContext !== person.context).slice(0, 2);
    const contexts = [...others, ...(mine ? [mine] : [])].map((task) => task.context);
    const { seen, report } = await apply({ entity: 'task', action: 'assign', value: person.context, selection: { contexts } }, office);
    expect(seen.changes.map((change) => change.context)).toEqual(others.map((task) => task.context));
    expect(seen.changes.every((change) => change.to === `${person.firstName} ${person.lastName}`)).toBe(true);
    if (mine) expect(seen.skipped).toEqual([{ context: mine.context, name: mine.title, reason: `Assigned To is already ${person.firstName} ${person.lastName}.` }]);
    expect(report.changed).toHaveLength(others.length);
    for (const task of others) expect(db.tasks.get(task.context)!.assignedToContext).toBe(person.context);
    const bad = await post(endpoints.bulk.preview, { entity: 'task', action: 'assign', value: 'nobody-here', selection: { contexts } }, office);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(['Choose who the task is assigned to from the list.']);
  });

  it('lets a technician without task delete remove none', async () => {
    const { tech } = await tokens();
    const task = getDb().tasks.all()[0]!;
    const answer = await preview({ entity: 'task', action: 'delete', value: null, selection: { contexts: [task.context] } }, tech);
    expect(answer.changes).toEqual([]);
    expect(answer.skipped[0]!.reason).toBe('You do not have permission to delete tasks.');
  });
});

describe('bulk changes on invoices', () => {
  it('moves each unpaid invoice’s due date to its date plus the term, leaves paid ones, and undoes it', async () => {
    const { office } = await tokens();
    const db = getDb();
    const term = db.picklists.where('kind', 'PaymentTerm').find((entry) => entry.active && (entry.dueDays ?? 0) > 0)!;
    const invoices = db.invoices.all();
    const unpaid = invoices.filter((invoice) => invoiceAmountDue(db, invoice) > 0);
    const paid = invoices.filter((invoice) => invoiceAmountDue(db, invoice) <= 0);
    expect(unpaid.length).toBeGreaterThan(0);
    const { seen, report } = await apply({ entity: 'invoice', action: 'paymentTerm', value: term.context, selection: { filter: invoiceFilter } }, office);
    expect(seen.total).toBe(invoices.length);
    expect(seen.skipped.filter((skip) => skip.reason === 'It is paid.')).toHaveLength(paid.length);
    for (const change of report.changed) {
      const before = invoices.find((invoice) => invoice.context === change.context)!;
      const stored = db.invoices.get(change.context)!;
      const expected = new Date(Date.parse(`${before.date.slice(0, 10)}T00:00:00Z`) + term.dueDays! * 86_400_000).toISOString().slice(0, 10);
      expect(stored.dueDate).toBe(expected);
      expect(stored.history.at(-1)).toMatchObject({ action: 'Due Date Changed', description: expect.stringContaining(`(payment term ${term.text})`) });
    }
    await undo(report.operationId, office);
    for (const change of report.changed) expect(db.invoices.get(change.context)!.dueDate).toBe(invoices.find((invoice) => invoice.context === change.context)!.dueDate);
  });

  it('keeps an invoice with payments from deletion and deletes the others', async () => {
    const { office } = await tokens();
    const db = getDb();
    const withPayment = db.invoices.all().find((invoice) => db.payments.count('invoice', invoice.context) > 0)!;
    const without = db.invoices.all().find((invoice) => db.payments.count('invoice', invoice.context) === 0)!;
    const { seen, report } = await apply({ entity: 'invoice', action: 'delete', value: null, selection: { contexts: [withPayment.context, without.context] } }, office);
    expect(seen.skipped.map((skip) => [skip.context, skip.reason])).toEqual([[withPayment.context, 'An invoice with payments cannot be deleted.']]);
    expect(report).toMatchObject({ entity: 'invoice', operationId: null });
    expect(db.invoices.has(without.context)).toBe(false);
    expect(db.invoices.has(withPayment.context)).toBe(true);
  });
});

describe('assign a technician to jobs', () => {
  it('puts the technician on every upcoming visit of the ticked jobs, skips a job without one, and undoes it', async () => {
    const { office } = await tokens();
    const db = getDb();
    const now = Date.now();
    const upcoming = (jobContext: string) => db.appointments.where('job', jobContext).filter((visit) => Date.parse(visit.endDate) >= now && visit.visitStatus !== 'Completed');
    const withVisits = db.jobs.all().filter((job) => upcoming(job.context).length > 0).slice(0, 2);
    const withoutVisits = db.jobs.all().find((job) => upcoming(job.context).length === 0)!;
    expect(withVisits.length).toBe(2);
    const technician = db.personnel.all().find((person) => person.active && withVisits.some((job) => upcoming(job.context).some((visit) => !visit.participantContexts.includes(person.context))))!;
    const before = new Map(withVisits.flatMap((job) => upcoming(job.context)).map((visit) => [visit.context, visit.participantContexts]));
    const { seen, report } = await apply({ entity: 'job', action: 'assign', value: technician.context, selection: { contexts: [...withVisits, withoutVisits].map((job) => job.context) } }, office);
    expect(seen.summary).toBe(`Technician → ${technician.firstName} ${technician.lastName}`);
    expect(seen.skipped).toEqual([{ context: withoutVisits.context, name: `${withoutVisits.name} (#${withoutVisits.number})`, reason: 'It has no upcoming visits.' }]);
    expect(report.changed).toHaveLength(2);
    for (const context of before.keys()) expect(db.appointments.get(context)!.participantContexts).toEqual([technician.context]);
    await undo(report.operationId, office);
    for (const [context, participants] of before) expect(db.appointments.get(context)!.participantContexts).toEqual(participants);
  });

  it('needs schedule update', async () => {
    const { tech } = await tokens();
    const db = getDb();
    const technician = db.personnel.all().find((person) => person.active)!;
    const answer = await preview({ entity: 'job', action: 'assign', value: technician.context, selection: { contexts: [db.jobs.all()[0]!.context] } }, tech);
    expect(answer.skipped[0]!.reason).toBe('You do not have permission to change appointments.');
  });
});
