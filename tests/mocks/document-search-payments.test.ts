// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { customerResponses, proposalStatuses, workOrderStatuses, type DocumentListItem } from '../../src/lib/schemas/document-schemas';
import { financialSummarySchema } from '../../src/lib/schemas/dashboard-schemas';
import { paymentMessages, paymentSchema, paymentSearchResponseSchema, type PaymentSearchRequest, type RecordPaymentRequest } from '../../src/lib/schemas/job-payment-schemas';
import { getDb } from '../../mocks/db/store';
import { CARD_PAYMENTS_DISABLED_TEXT } from '../../mocks/handlers/payment-handlers';
import { get, post, useMockServer } from './mock-api';
import { getJob, query, tokens } from './job-fixtures';
import { createDocument, createRequestOf, getDocument, searchDocuments, searchRequest, threeLineJob } from './document-fixtures';

useMockServer();

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('document searches', () => {
  it('lists proposals newest first, in every status, filtered by status, response, eSign and term', async () => {
    const { office, tech } = await tokens();
    const all = await searchDocuments('proposal', {}, office);
    expect(all.totalCount).toBe(getDb().proposals.size);
    expect(all.searchResultCount).toBe(all.totalCount);
    expect(all.anyESign).toBe(true);
    const dates = all.results.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.results.map((item) => item.status))).toEqual(new Set(proposalStatuses));

    const waiting = await searchDocuments('proposal', { statuses: ['Awaiting eSign'] }, office);
    expect(waiting.searchResultCount).toBeGreaterThan(0);
    expect(waiting.results.every((item) => item.status === 'Awaiting eSign' && item.eSign?.customerResponse === 'Awaiting eSign')).toBe(true);
    for (const response of customerResponses) {
      const found = await searchDocuments('proposal', { customerResponse: response }, office);
      expect(found.searchResultCount, response).toBeGreaterThan(0);
      expect(found.results.every((item) => item.eSign?.customerResponse === response)).toBe(true);
    }
    const withESign = await searchDocuments('proposal', { eSignFilter: 'With eSign' }, office);
    const without = await searchDocuments('proposal', { eSignFilter: 'Without eSign' }, office);
    expect(withESign.searchResultCount + without.searchResultCount).toBe(all.totalCount);
    expect(without.results.every((item) => item.eSign === null)).toBe(true);

    const one = all.results[3]!;
    const byNumber = await searchDocuments('proposal', { searchTerm: String(one.number) }, office);
    expect(byNumber.results.map((item) => item.context)).toContain(one.context);
    expect(byNumber.results.every((item) => String(item.number).includes(String(one.number)) || item.job.name.includes(String(one.number)))).toBe(true);
    const byCustomer = await searchDocuments('proposal', { searchTerm: one.customer.customerName.slice(0, 5) }, office);
    expect(byCustomer.results.map((item) => item.context)).toContain(one.context);
    // A term of 1–2 characters is not searched (spec 2 §5).
    expect((await searchDocuments('proposal', { searchTerm: 'zq' }, office)).searchResultCount).toBe(all.totalCount);
    expect((await post(endpoints.proposal.search, searchRequest(), tech)).status).toBe(403);
  });

  it('sorts by each kind’s keys, pages, and refuses other sorts', async () => {
    const { office } = await tokens();
    const byTotal = await searchDocuments('proposal', { sort: { by: 'Total', direction: 'ASC' } }, office);
    expect(byTotal.results.map((item) => item.total)).toEqual(sorted(byTotal.results.map((item) => item.total)));
    const byNumber = await searchDocuments('workOrder', { sort: { by: 'WorkOrderId', direction: 'ASC' } }, office);
    expect(byNumber.results.map((item) => item.number)).toEqual(sorted(byNumber.results.map((item) => item.number)));
    expect(new Set(byNumber.results.map((item) => item.status))).toEqual(new Set(workOrderStatuses));
    const byDue = await searchDocuments('invoice', { sort: { by: 'AmountDue', direction: 'DESC' } }, office);
    expect(byDue.results.map((item) => item.amountDue!)).toEqual(sorted(byDue.results.map((item) => item.amountDue!)).reverse());
    const page = await searchDocuments('invoice', { pageNumber: 1, pageSize: 5 }, office);
    expect(page.results.map((item) => item.context)).toEqual((await searchDocuments('invoice', {}, office)).results.slice(5, 10).map((item) => item.context));
    const wrong = await post(endpoints.workOrder.search, searchRequest({ sort: { by: 'Total', direction: 'ASC' } }), office);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(['Cannot sort by Total.']);
  });

  it('works out invoice statuses: Draft, Issued, Past Due and Paid, the unpaid filter and client-local dates', async () => {
    const { office } = await tokens();
    const all = (await searchDocuments('invoice', {}, office)).results;
    const today = new Date().toISOString().slice(0, 10);
    const statusOf = (item: DocumentListItem) => item.status;
    expect(new Set(all.map(statusOf))).toEqual(new Set(['Draft', 'Issued', 'Past Due', 'Paid']));
    for (const item of all) {
      if (item.status === 'Paid') expect(item.amountDue).toBe(0);
      if (item.status === 'Past Due') expect(item.dueDate! < today && item.amountDue! > 0).toBe(true);
      if (item.status === 'Issued') expect(item.dueDate! >= today && item.amountDue! > 0).toBe(true);
    }
    const unpaid = await searchDocuments('invoice', { statuses: ['Issued', 'Past Due'] }, office);
    expect(unpaid.searchResultCount).toBe(all.filter((item) => item.status === 'Issued' || item.status === 'Past Due').length);
    expect(unpaid.results.some((item) => item.amountDue! < item.total)).toBe(true);

    const newest = all[0]!;
    const day = newest.date.slice(0, 10);
    const contexts = (items: DocumentListItem[]) => items.map((item) => item.context).sort();
    const sameDay = await searchDocuments('invoice', { dateFrom: day, dateTo: day }, office);
    expect(contexts(sameDay.results)).toEqual(contexts(all.filter((item) => item.date.slice(0, 10) === day)));
    expect(sameDay.results.map((item) => item.context)).toContain(newest.context);
    // Seen from fourteen hours east of UTC, the days start fourteen hours earlier.
    const east = await searchDocuments('invoice', { dateFrom: day, dateTo: day }, office, { ClientTimezoneOffset: '-840' });
    const eastDay = (item: DocumentListItem) => new Date(Date.parse(item.date) + 840 * 60_000).toISOString().slice(0, 10);
    expect(contexts(east.results)).toEqual(contexts(all.filter((item) => eastDay(item) === day)));

    const customer = newest.customer.context;
    const ofCustomer = await searchDocuments('invoice', { customerContext: customer }, office);
    expect(ofCustomer.results.length).toBeGreaterThan(0);
    expect(ofCustomer.results.every((item) => getDb().invoices.get(item.context)!.serviceCustomerContext === customer || getDb().invoices.get(item.context)!.billingCustomerContext === customer)).toBe(true);
    expect((await searchDocuments('invoice', { jobContext: newest.job.context }, office)).results.every((item) => item.job.context === newest.job.context)).toBe(true);
  });

  it('finds what the user made or changed recently', async () => {
    const { office, admin } = await tokens();
    const job = await threeLineJob(office);
    const proposal = await createDocument('proposal', createRequestOf(job), office);
    const mine = await searchDocuments('proposal', { recentlyUsed: true }, office);
    expect(mine.results.map((item) => item.context)).toContain(proposal.context);
    expect(mine.searchResultCount).toBeLessThan(mine.totalCount);
    expect((await searchDocuments('proposal', { recentlyUsed: true }, admin)).results.map((item) => item.context)).not.toContain(proposal.context);
  });
});

function payment(jobContext: string, invoiceContext: string | null, changes: Partial<RecordPaymentRequest> = {}): RecordPaymentRequest {
  return { jobContext, invoiceContext, date: new Date().toISOString(), paymentType: 'Check', amount: 100, detail: '2231', notes: '', ...changes };
}

describe('payments against invoices', () => {
  it('takes a partial and then a full payment: the invoice is Paid, in its history, the job and the dashboard', async () => {
    const { office, admin } = await tokens();
    const summary = async () => financialSummarySchema.parse(await (await get(endpoints.analytics.getFinancialSummary, admin)).json());
    const job = await threeLineJob(office);
    const invoice = await createDocument('invoice', createRequestOf(job), office);
    const before = await summary();
    await post(endpoints.invoice.email, { context: invoice.context, to: ['billing@example.test'], subject: 'Invoice', body: '' }, office);
    expect((await summary()).invoiceAwaitingPaymentCount).toBe(before.invoiceAwaitingPaymentCount + 1);

    expect((await post(endpoints.payment.create, payment(job.context, invoice.context, { amount: 100 }), office)).status).toBe(200);
    expect(await getDocument('invoice', invoice.context, office)).toMatchObject({ status: 'Issued', amountDue: 171.05 });
    const over = await post(endpoints.payment.create, payment(job.context, invoice.context, { amount: 171.06 }), office);
    expect(await over.json()).toEqual([paymentMessages.amountOverBalance('$171.05')]);
    expect((await post(endpoints.payment.create, payment(job.context, invoice.context, { amount: 171.05, paymentType: 'Cash', detail: '' }), office)).status).toBe(200);

    const paid = await getDocument('invoice', invoice.context, office);
    expect(paid).toMatchObject({ status: 'Paid', amountDue: 0 });
    expect(paid.payments.map((item) => item.amount)).toEqual([100, 171.05]);
    expect((await getJob(job.context, office)).invoiceList).toEqual([expect.objectContaining({ context: invoice.context, status: 'Paid', amountDue: 0 })]);
    const history = (await (await get(query(endpoints.invoice.getHistory, { context: invoice.context }), office)).json()) as { action: string; description: string }[];
    expect(history.filter((entry) => entry.action === 'Payment').map((entry) => entry.description)).toEqual([
      'Check payment of $100.00 (Check/Auth # 2231) recorded; $171.05 is still due.',
      `Cash payment of $171.05 recorded; Invoice #${invoice.number} is paid.`,
    ]);
    expect((await summary()).invoiceAwaitingPaymentCount).toBe(before.invoiceAwaitingPaymentCount);
  });

  it('takes card payments only while card payments are enabled, and fills the authorization code', async () => {
    const { office } = await tokens();
    const job = await threeLineJob(office);
    const refused = await post(endpoints.payment.create, payment(job.context, null, { paymentType: 'Credit Card', detail: '' }), office);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual([CARD_PAYMENTS_DISABLED_TEXT]);

    const db = getDb();
    db.paymentProviderAccount.update({ detailsSubmitted: true, linkedAt: new Date().toISOString() });
    db.systemSettings.update('PAYMENT_PROCESSING_ENABLED', { value: 'Yes' });
    const charged = paymentSchema.parse(await (await post(endpoints.payment.create, payment(job.context, null, { paymentType: 'Credit Card', detail: '' }), office)).json());
    expect(charged.detail).toMatch(/^[A-Z0-9]{6}$/);
  });
});

describe('the payment list', () => {
  const request = (changes: Partial<PaymentSearchRequest> = {}): PaymentSearchRequest => ({ searchTerm: '', sort: { by: 'Date', direction: 'DESC' }, pageNumber: 0, pageSize: 200, paymentTypes: [], ...changes });
  const search = async (changes: Partial<PaymentSearchRequest>, token: string) => paymentSearchResponseSchema.parse(await (await post(endpoints.payment.search, request(changes), token)).json());

  it('filters, sorts and pages the payments with their job and customer, and needs PYMT_R', async () => {
    const { office, tech } = await tokens();
    const db = getDb();
    const all = await search({}, office);
    expect(all.totalCount).toBe(db.payments.size);
    expect(all.results.map((item) => item.date)).toEqual(all.results.map((item) => item.date).sort().reverse());
    const first = all.results.find((item) => item.invoice !== null)!;
    expect(first.job.name).toBe(db.jobs.get(first.jobContext)!.name);
    expect(first.customer.customerName).not.toBe('');

    const checks = await search({ paymentTypes: ['Check'] }, office);
    expect(checks.searchResultCount).toBe(db.payments.all().filter((item) => item.method === 'Check').length);
    const byInvoice = await search({ searchTerm: String(first.invoice!.number) }, office);
    expect(byInvoice.results.map((item) => item.context)).toContain(first.context);
    const byAmount = await search({ sort: { by: 'Amount', direction: 'ASC' } }, office);
    expect(byAmount.results.map((item) => item.amount)).toEqual(sorted(byAmount.results.map((item) => item.amount)));
    const day = first.date.slice(0, 10);
    expect((await search({ dateFrom: day, dateTo: day }, office)).results.every((item) => item.date.slice(0, 10) === day)).toBe(true);
    const ofCustomer = await search({ customerContext: first.customer.context }, office);
    expect(ofCustomer.results.map((item) => item.context)).toContain(first.context);
    expect((await search({ pageNumber: 1, pageSize: 3 }, office)).results).toEqual(all.results.slice(3, 6));
    expect((await post(endpoints.payment.search, request({ sort: { by: 'Job', direction: 'ASC' } }), office)).status).toBe(400);
    expect((await post(endpoints.payment.search, request(), tech)).status).toBe(403);
  });
});
