// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { jobPaymentsResponseSchema, paymentMessages, paymentSchema, type RecordPaymentRequest } from '../../src/lib/schemas/job-payment-schemas';
import { jobTimesheetResponseSchema, timerMessages, timesheetEntrySchema } from '../../src/lib/schemas/timesheet-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { invoiceDueDate } from '../../mocks/db/invoice-due-date';
import { get, post, signIn, useMockServer } from './mock-api';
import { createJob, newJobRequest, query, tokens } from './job-fixtures';

useMockServer();

function payment(jobContext: string, changes: Partial<RecordPaymentRequest> = {}): RecordPaymentRequest {
  return { jobContext, invoiceContext: null, date: '2026-11-20T17:30:00Z', paymentType: 'Check', amount: 150, detail: ' 4821 ', notes: 'Deposit', ...changes };
}

describe('payments of a job', () => {
  it('lists a job’s payments with their invoices and balances, and needs PYMT_R', async () => {
    const { office, tech } = await tokens();
    const db = getDb();
    const invoice = db.invoices.all().find((candidate) => db.payments.count('invoice', candidate.context) > 0)!;
    const response = await get(query(endpoints.payment.getAllByJobContext, { context: invoice.jobContext }), office);
    const answer = jobPaymentsResponseSchema.parse(await response.json());
    const stored = db.payments.where('job', invoice.jobContext);
    expect(answer.payments).toHaveLength(stored.length);
    expect(answer.totalPaid).toBeCloseTo(stored.reduce((sum, item) => sum + item.amount, 0), 2);
    expect(answer.payments.find((item) => item.invoice?.context === invoice.context)).toMatchObject({ paymentType: { text: expect.any(String) }, invoice: { number: invoice.number } });
    const summary = answer.invoices.find((item) => item.context === invoice.context)!;
    const paid = db.payments.where('invoice', invoice.context).reduce((sum, item) => sum + item.amount, 0);
    expect(summary.amountDue).toBeCloseTo(invoice.total - paid, 2);
    expect((await get(query(endpoints.payment.getAllByJobContext, { context: invoice.jobContext }), tech)).status).toBe(403);
  });

  it('records a payment on the job, or on one of its invoices up to its balance', async () => {
    const { office, tech } = await tokens();
    const job = await createJob(newJobRequest(), office);
    const response = await post(endpoints.payment.create, payment(job.context), office);
    expect(response.status).toBe(200);
    expect(paymentSchema.parse(await response.json())).toMatchObject({ amount: 150, detail: '4821', paymentType: { text: 'Check' }, invoice: null, date: '2026-11-20T17:30:00.000Z' });
    expect((await post(endpoints.payment.create, payment(job.context), tech)).status).toBe(403);

    const db = getDb();
    const invoice = db.invoices.all().find((candidate) => candidate.issued && db.payments.count('invoice', candidate.context) === 0)!;
    const other = await post(endpoints.payment.create, payment(job.context, { invoiceContext: invoice.context }), office);
    expect(await other.json()).toEqual([paymentMessages.invoiceNotOnJob]);
    const over = await post(endpoints.payment.create, payment(invoice.jobContext, { invoiceContext: invoice.context, amount: invoice.total + 1 }), office);
    expect(over.status).toBe(400);
    const paid = await post(endpoints.payment.create, payment(invoice.jobContext, { invoiceContext: invoice.context, amount: invoice.total }), office);
    expect(paid.status).toBe(200);
    const after = jobPaymentsResponseSchema.parse(await (await get(query(endpoints.payment.getAllByJobContext, { context: invoice.jobContext }), office)).json());
    expect(after.invoices.find((item) => item.context === invoice.context)).toMatchObject({ amountDue: 0, status: 'Paid' });
  });

  it('refuses a payment without an amount, type or valid date', async () => {
    const { office } = await tokens();
    const job = await createJob(newJobRequest(), office);
    const response = await post(endpoints.payment.create, { ...payment(job.context), amount: 0, paymentType: 'Barter', date: '2026-02-30T10:00:00Z' }, office);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expect.arrayContaining([paymentMessages.amountInvalid, paymentMessages.typeRequired, paymentMessages.dateInvalid]));
  });

  it('dates an invoice due by its payment term, else by the invoice-due-days setting', () => {
    expect(invoiceDueDate('2026-11-20', 15, 30)).toBe('2026-12-05');
    expect(invoiceDueDate('2026-11-20', 0, 30)).toBe('2026-11-20');
    expect(invoiceDueDate('2026-12-20', null, 30)).toBe('2027-01-19');
  });
});

describe('the job timesheet and timer', () => {
  it('starts and stops a timer of type Job, whose entry then shows in the job timesheet', async () => {
    const { office } = await tokens();
    const job = await createJob(newJobRequest(), office);
    const started = await post(endpoints.timesheet.startTimer, { entryType: 'Job', jobContext: job.context }, office);
    expect(started.status).toBe(200);
    const running = timesheetEntrySchema.parse(await started.json());
    expect(running).toMatchObject({ endDate: null, entryType: 'Job', job: { context: job.context }, personnel: { name: 'Olivia Office' } });
    expect(timesheetEntrySchema.parse(await (await get(endpoints.timesheet.getActiveTimer, office)).json()).context).toBe(running.context);
    const stopped = timesheetEntrySchema.parse(await (await post(endpoints.timesheet.stopTimer, {}, office)).json());
    expect(stopped.context).toBe(running.context);
    expect(stopped.endDate).not.toBeNull();
    expect(await (await get(endpoints.timesheet.getActiveTimer, office)).json()).toBeNull();
    const sheet = jobTimesheetResponseSchema.parse(await (await get(query(endpoints.timesheet.getAllByJobContext, { context: job.context }), office)).json());
    expect(sheet.entries.map((entry) => entry.context)).toEqual([running.context]);
    const again = await post(endpoints.timesheet.stopTimer, {}, office);
    expect(again.status).toBe(422);
    expect(await again.text()).toBe(timerMessages.noTimerRunning);
  });

  it('stops a running timer when another starts, and sums the hours of a job', async () => {
    const { tech } = await tokens();
    const db = getDb();
    const job = db.jobs.all().find((candidate) => db.timesheetEntries.count('job', candidate.context) > 1)!;
    const sheet = jobTimesheetResponseSchema.parse(await (await get(query(endpoints.timesheet.getAllByJobContext, { context: job.context }), tech)).json());
    expect(sheet.entries.length).toBeGreaterThan(1);
    expect(sheet.totalHours).toBeCloseTo(sheet.entries.reduce((sum, entry) => sum + entry.totalHours, 0), 2);
    const first = timesheetEntrySchema.parse(await (await post(endpoints.timesheet.startTimer, { entryType: 'Job', jobContext: job.context }, tech)).json());
    await post(endpoints.timesheet.startTimer, { entryType: 'Shop', jobContext: null }, tech);
    expect(db.timesheetEntries.get(first.context)?.endDate).not.toBeNull();
    expect((await post(endpoints.timesheet.startTimer, { entryType: 'Job', jobContext: null }, tech)).status).toBe(400);
  });

  it('refuses a timer to a user without personnel', async () => {
    const root = await signIn(seededUsernames.root);
    const user = getDb().users.first('username', seededUsernames.root)!;
    if (user.personnelContext) getDb().users.put({ ...user, personnelContext: null });
    const response = await post(endpoints.timesheet.startTimer, { entryType: 'Shop', jobContext: null }, root.accessToken);
    expect(response.status).toBe(422);
    expect(await response.text()).toBe(timerMessages.noPersonnel);
  });
});
