// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { documentHistorySchema, documentMessages, documentSchema, promotionAnswerSchema, type DocumentKind } from '../../src/lib/schemas/document-schemas';
import { getDb } from '../../mocks/db/store';
import { get, post, useMockServer } from './mock-api';
import { getJob, newLine, query, tokens, updateRequestOf } from './job-fixtures';
import { createDocument, createRequestOf, getDocument, lineContexts, remove, threeLineJob } from './document-fixtures';

useMockServer();

async function history(kind: DocumentKind, context: string, token: string) {
  return documentHistorySchema.parse(await (await get(query(endpoints[kind].getHistory, { context }), token)).json());
}

async function promotion(kind: 'proposal' | 'workOrder', context: string, to: 'workOrder' | 'invoice', token: string) {
  return post(endpoints[kind].createPromotionRequest, { context, to }, token);
}

describe('document statuses', () => {
  it('moves a proposal and a work order only to the selectable statuses other than the current one', async () => {
    const { office, tech } = await tokens();
    const job = await threeLineJob(office);
    const proposal = await createDocument('proposal', createRequestOf(job), office);
    const status = (kind: 'proposal' | 'workOrder', context: string, value: string, token = office) => post(endpoints[kind].updateStatus, { jobContext: job.context, context, status: value }, token);

    const accepted = await status('proposal', proposal.context, 'Accepted');
    expect(accepted.status).toBe(200);
    expect(documentSchema.parse(await accepted.json()).status).toBe('Accepted');
    for (const refused of ['Accepted', 'Awaiting eSign', 'Draft']) {
      const response = await status('proposal', proposal.context, refused);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([documentMessages.statusNotSelectable(refused)]);
    }
    expect((await status('proposal', proposal.context, 'Hold', tech)).status).toBe(403);
    const elsewhere = await post(endpoints.proposal.updateStatus, { jobContext: 'another-job', context: proposal.context, status: 'Hold' }, office);
    expect(elsewhere.status).toBe(404);

    const workOrder = await createDocument('workOrder', createRequestOf(job), office);
    expect(await (await status('workOrder', workOrder.context, 'Scheduled')).json()).toEqual([documentMessages.statusNotSelectable('Scheduled')]);
    expect(documentSchema.parse(await (await status('workOrder', workOrder.context, 'Complete')).json()).status).toBe('Complete');
    // Invoices have no status to choose: their status is worked out.
    expect((await post('Invoice/UpdateStatus', { jobContext: job.context, context: workOrder.context, status: 'Paid' }, office)).status).toBe(404);

    expect((await history('proposal', proposal.context, office)).map((entry) => [entry.action, entry.description])).toEqual([
      ['Created', expect.any(String)],
      ['Status Changed', 'Status changed from Pending to Accepted.'],
    ]);
  });

  it('updates internal notes with the update permission, up to 4000 characters', async () => {
    const { office, tech } = await tokens();
    const job = await threeLineJob(office);
    const invoice = await createDocument('invoice', createRequestOf(job), office);
    const saved = await post(endpoints.invoice.updateInternalNotes, { context: invoice.context, internalNotes: 'Customer pays on the 1st.' }, office);
    expect(documentSchema.parse(await saved.json()).internalNotes).toBe('Customer pays on the 1st.');
    const long = await post(endpoints.invoice.updateInternalNotes, { context: invoice.context, internalNotes: 'x'.repeat(4001) }, office);
    expect(await long.json()).toEqual([documentMessages.notesTooLong]);
    expect((await post(endpoints.invoice.updateInternalNotes, { context: invoice.context, internalNotes: '' }, tech)).status).toBe(403);
    expect((await history('invoice', invoice.context, office)).at(-1)).toMatchObject({ action: 'Notes Updated', userName: 'Olivia Office' });
  });
});

describe('promotion', () => {
  it('promotes a proposal to a work order and that to an invoice, once each, warning when the job changed', async () => {
    const { office } = await tokens();
    const job = await threeLineJob(office);
    const proposal = await createDocument('proposal', createRequestOf(job, lineContexts(job, 'Install water heater', 'Expansion tank')), office);

    const asked = promotionAnswerSchema.parse(await (await promotion('proposal', proposal.context, 'workOrder', office)).json());
    expect(asked).toMatchObject({ promotedFromProposalContext: proposal.context, promotedFromWorkOrderContext: null, jobModifiedSinceJobDocumentCreated: false });
    expect(asked.createRequest).toMatchObject({ jobContext: job.context, jobName: job.name, jobDetailContextList: lineContexts(job, 'Install water heater', 'Expansion tank') });
    const workOrder = await createDocument('workOrder', asked.createRequest, office);
    expect(workOrder).toMatchObject({ promotedFrom: { kind: 'proposal', context: proposal.context, number: proposal.number }, total: proposal.total });
    expect((await getDocument('proposal', proposal.context, office)).promotedToWorkOrder).toEqual({ context: workOrder.context, number: workOrder.number });

    const again = await promotion('proposal', proposal.context, 'workOrder', office);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual([documentMessages.alreadyPromoted('proposal', 'workOrder')]);
    const twice = await post(endpoints.workOrder.create, asked.createRequest, office);
    expect(await twice.json()).toEqual([documentMessages.alreadyPromoted('proposal', 'workOrder')]);
    expect(await (await promotion('workOrder', workOrder.context, 'workOrder', office)).json()).toEqual([documentMessages.alreadyPromoted('workOrder', 'workOrder')]);

    // The job changes: promoting the work order warns, and the invoice is made from the job's lines now.
    const request = updateRequestOf(await getJob(job.context, office));
    request.jobDetailList.push(newLine({ name: 'Drain pan', price: 40, order: 4 }));
    expect((await post(endpoints.job.update, request, office)).status).toBe(200);
    const toInvoice = promotionAnswerSchema.parse(await (await promotion('workOrder', workOrder.context, 'invoice', office)).json());
    expect(toInvoice.jobModifiedSinceJobDocumentCreated).toBe(true);
    expect(toInvoice.createRequest.promotion).toEqual({ promotedFromProposalContext: null, promotedFromWorkOrderContext: workOrder.context, jobModifiedSinceJobDocumentCreated: true });
    const invoice = await createDocument('invoice', toInvoice.createRequest, office);
    expect(invoice.promotedFrom).toEqual({ kind: 'workOrder', context: workOrder.context, number: workOrder.number });
    expect((await getDocument('workOrder', workOrder.context, office)).promotedToInvoice).toEqual({ context: invoice.context, number: invoice.number });
    expect((await history('workOrder', workOrder.context, office)).map((entry) => entry.action)).toEqual(['Created', 'Promoted', 'Promoted']);
    expect((await history('invoice', invoice.context, office)).map((entry) => entry.description)).toContain(`Promoted from Work Order #${workOrder.number}.`);
  });

  it('needs the create permission of what it promotes to, and an existing document', async () => {
    const { office, tech } = await tokens();
    const proposal = getDb().proposals.all().find((item) => item.promotedToWorkOrderContext === null && item.promotedToInvoiceContext === null)!;
    expect((await promotion('proposal', proposal.context, 'invoice', tech)).status).toBe(403);
    const officeUser = getDb().users.first('username', 'office@demo.test')!;
    getDb().users.update(officeUser.id, { permissions: officeUser.permissions.filter((code) => code !== 'INVOICE_C') });
    expect((await promotion('proposal', proposal.context, 'invoice', office)).status).toBe(403);
    expect((await promotion('proposal', proposal.context, 'workOrder', office)).status).toBe(200);
    expect((await promotion('proposal', 'no-such-proposal', 'workOrder', office)).status).toBe(404);
  });
});

describe('deleting a document', () => {
  it('refuses an invoice with payments; a deleted invoice frees its lines and its work order’s promotion', async () => {
    const { office, tech } = await tokens();
    const job = await threeLineJob(office);
    const workOrder = await createDocument('workOrder', createRequestOf(job), office);
    const asked = promotionAnswerSchema.parse(await (await promotion('workOrder', workOrder.context, 'invoice', office)).json());
    const invoice = await createDocument('invoice', asked.createRequest, office);
    await post(endpoints.payment.create, { jobContext: job.context, invoiceContext: invoice.context, date: new Date().toISOString(), paymentType: 'Cash', amount: 20, detail: '', notes: '' }, office);

    const refused = await remove(endpoints.invoice.delete, { jobContext: job.context, context: invoice.context }, office);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual([documentMessages.invoiceHasPayments]);

    const db = getDb();
    for (const payment of db.payments.where('invoice', invoice.context)) db.payments.remove(payment.context);
    expect((await remove(endpoints.invoice.delete, { jobContext: job.context, context: invoice.context }, tech)).status).toBe(403);
    expect((await remove(endpoints.invoice.delete, { jobContext: job.context, context: invoice.context }, office)).status).toBe(200);
    expect(db.invoices.has(invoice.context)).toBe(false);
    expect((await getDocument('workOrder', workOrder.context, office)).promotedToInvoice).toBeNull();
    // Its lines may go on an invoice again, and the work order may be promoted again.
    expect((await promotion('workOrder', workOrder.context, 'invoice', office)).status).toBe(200);
    expect((await createDocument('invoice', createRequestOf(job), office)).lines).toHaveLength(3);
    expect((await remove(endpoints.invoice.delete, { jobContext: job.context, context: invoice.context }, office)).status).toBe(404);
  });

  it('deletes a proposal and a work order with their delete permissions; the work order leaves its appointments', async () => {
    const { office } = await tokens();
    const db = getDb();
    const appointment = db.appointments.all().find((item) => item.workOrderContexts.length > 0)!;
    const workOrder = db.workOrders.get(appointment.workOrderContexts[0]!)!;
    const invoiceAfter = workOrder.promotedToInvoiceContext;
    expect((await remove(endpoints.workOrder.delete, { jobContext: workOrder.jobContext, context: workOrder.context }, office)).status).toBe(200);
    expect(db.appointments.get(appointment.context)?.workOrderContexts).not.toContain(workOrder.context);
    if (invoiceAfter) expect(db.invoices.get(invoiceAfter)?.promotedFromWorkOrderContext).toBeNull();
    if (workOrder.promotedFromProposalContext) expect(db.proposals.get(workOrder.promotedFromProposalContext)?.promotedToWorkOrderContext).toBeNull();

    const job = await threeLineJob(office);
    const proposal = await createDocument('proposal', createRequestOf(job), office);
    expect((await remove(endpoints.proposal.delete, { jobContext: job.context, context: proposal.context }, office)).status).toBe(200);
    expect((await getJob(job.context, office)).proposalList).toEqual([]);
  });
});
