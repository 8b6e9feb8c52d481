// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { documentHistorySchema, documentMessages, documentSchema, sentEmailAnswerSchema } from '../../src/lib/schemas/document-schemas';
import { emailHistoryDetailSchema } from '../../src/lib/schemas/email-history-schemas';
import { getDb } from '../../mocks/db/store';
import { get, post, useMockServer } from './mock-api';
import { query, tokens } from './job-fixtures';
import { createDocument, createRequestOf, downloadPdf, getDocument, lineContexts, threeLineJob } from './document-fixtures';
import { pdfSource, pdfText, pdfTextRuns } from '../lib/document-pdf/pdf-text';

useMockServer();

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/** `days` days from today (UTC, the tests' client day) as yyyy-MM-dd. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('downloading a document', () => {
  it('answers a real PDF with the document’s lines and totals, and notes the download in its history', async () => {
    const { office, tech } = await tokens();
    const job = await threeLineJob(office);
    const proposal = await createDocument('proposal', createRequestOf(job, lineContexts(job, 'Install water heater', 'Expansion tank')), office);
    const { response, bytes } = await downloadPdf('proposal', proposal.context, office);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="Proposal-${proposal.number}.pdf"`);
    expect(isPdf(bytes)).toBe(true);
    const runs = pdfTextRuns(bytes);
    expect(runs).toEqual(expect.arrayContaining(['Northwind Heating & Plumbing', `Proposal #${proposal.number}`, 'Install water heater', 'Expansion tank', '$250.50', '-$25.05', '$18.60', '$244.05']));
    expect(runs).not.toContain('Haul away old tank');
    expect(pdfText(bytes)).toContain('Discount: Spring promotion (10% OFF)');
    expect(pdfText(bytes)).toContain('Customer signature');

    await downloadPdf('proposal', proposal.context, office, 'view');
    const history = documentHistorySchema.parse(await (await get(query(endpoints.proposal.getHistory, { context: proposal.context }), office)).json());
    expect(history.map((entry) => entry.action)).toEqual(['Created', 'Downloaded', 'Viewed']);
    expect((await downloadPdf('proposal', proposal.context, tech)).response.status).toBe(403);
    expect((await downloadPdf('proposal', 'no-such-proposal', office)).response.status).toBe(404);
  });

  it('prints an invoice’s payments, amount due and due date, the company logo, and a signed proposal’s signature', async () => {
    const { office } = await tokens();
    const db = getDb();
    db.companyFiles.put({ kind: 'logo', fileName: 'logo.png', contentType: 'image/png', size: 68, uploadedAt: new Date().toISOString(), base64: TINY_PNG });
    const job = await threeLineJob(office);
    const invoice = await createDocument('invoice', createRequestOf(job), office);
    await post(endpoints.payment.create, { jobContext: job.context, invoiceContext: invoice.context, date: new Date().toISOString(), paymentType: 'Check', amount: 71.05, detail: '5150', notes: '' }, office);
    const { bytes } = await downloadPdf('invoice', invoice.context, office);
    const runs = pdfTextRuns(bytes);
    expect(runs).toEqual(expect.arrayContaining([`Invoice #${invoice.number}`, '$271.05', '$71.05', '$200.00']));
    const [year, month, day] = invoice.dueDate!.split('-');
    expect(pdfText(bytes)).toContain(`Due Date: ${month}/${day}/${year}`);
    expect(pdfSource(bytes)).toContain('/Subtype /Image');

    const signed = db.proposals.all().find((proposal) => proposal.customerResponse === 'Accepted' && proposal.customerSignature !== null)!;
    const signedPdf = await downloadPdf('proposal', signed.context, office);
    expect(signedPdf.response.status).toBe(200);
    expect(pdfText(signedPdf.bytes)).toMatch(/Signed by \S/);
  });
});

describe('emailing a document', () => {
  it('records the email in Email History with the PDF attached and the customer linked; an invoice emailed is issued', async () => {
    const { office } = await tokens();
    const job = await threeLineJob(office);
    const invoice = await createDocument('invoice', createRequestOf(job), office);
    const address = job.billingCustomer.emailList[0]?.address ?? 'customer@example.test';
    const response = await post(endpoints.invoice.email, { context: invoice.context, to: [address], subject: `Invoice #${invoice.number}`, body: 'Thank you!\nPlease pay by the due date.' }, office);
    expect(response.status).toBe(200);
    const { sentEmailContext } = sentEmailAnswerSchema.parse(await response.json());

    const email = emailHistoryDetailSchema.parse(await (await get(query(endpoints.emailHistory.getByContext, { context: sentEmailContext }), office)).json());
    expect(email).toMatchObject({ subject: `Invoice #${invoice.number}`, sentByName: 'Olivia Office', to: [{ emailAddress: address }], attachments: [{ filename: `Invoice-${invoice.number}.pdf` }] });
    expect(email.customerSummary).toEqual({ context: job.serviceCustomer.context, customerName: job.serviceCustomer.customerName, subCustomerName: null });
    expect(email.body).toContain('Thank you!<br>Please pay by the due date.');
    const attachment = await get(query(endpoints.emailHistory.getAttachment, { context: email.attachments[0]!.context }), office);
    expect(attachment.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await attachment.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    expect(pdfTextRuns(bytes)).toEqual(expect.arrayContaining([`Invoice #${invoice.number}`, '$271.05']));

    const issued = await getDocument('invoice', invoice.context, office);
    expect(issued.status).toBe('Issued');
    const history = documentHistorySchema.parse(await (await get(query(endpoints.invoice.getHistory, { context: invoice.context }), office)).json());
    expect(history.at(-1)).toMatchObject({ action: 'Emailed', description: `Emailed to ${address}; the invoice is issued.` });
  });

  it('refuses an email without valid recipients or a subject', async () => {
    const { office, tech } = await tokens();
    const proposal = getDb().proposals.all()[0]!;
    const bad = await post(endpoints.proposal.email, { context: proposal.context, to: ['not-an-address'], subject: ' ', body: '' }, office);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(expect.arrayContaining([documentMessages.recipientInvalid('not-an-address'), documentMessages.subjectRequired]));
    expect(await (await post(endpoints.proposal.email, { context: proposal.context, to: [], subject: 'Hi', body: '' }, office)).json()).toEqual([documentMessages.recipientsRequired]);
    expect((await post(endpoints.proposal.email, { context: proposal.context, to: ['a@example.test'], subject: 'Hi', body: '' }, tech)).status).toBe(403);
  });
});

describe('sending a proposal for eSign', () => {
  it('emails each recipient a portal link with a random token valid through the expiration date', async () => {
    const { office, tech } = await tokens();
    const job = await threeLineJob(office);
    const proposal = await createDocument('proposal', createRequestOf(job), office);
    const request = { context: proposal.context, recipients: ['pat@example.test', 'sam@example.test'], message: 'Please review.', linkExpirationDate: dayFromToday(14) };

    const past = await post(endpoints.proposal.sendForESign, { ...request, linkExpirationDate: dayFromToday(0) }, office);
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual([documentMessages.expirationInPast]);
    expect((await post(endpoints.proposal.sendForESign, request, tech)).status).toBe(403);

    const before = getDb().sentEmails.size;
    const response = await post(endpoints.proposal.sendForESign, request, office);
    expect(response.status).toBe(200);
    const sent = documentSchema.parse(await response.json());
    expect(sent).toMatchObject({ status: 'Awaiting eSign', eSign: { linkExpirationDate: request.linkExpirationDate, customerResponse: 'Awaiting eSign', customerResponseDate: null } });
    const stored = getDb().proposals.get(proposal.context)!;
    const token = stored.eSignToken;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.emailRecipients).toEqual(request.recipients);

    const emails = getDb().sentEmails.all().slice(before);
    expect(emails.map((email) => email.to[0]!.emailAddress)).toEqual(request.recipients);
    // Each recipient's link has a token of its own (issue 18); the first is the proposal's eSignToken.
    expect(emails[0]!.body).toContain(`#/customer-portal/proposal/${token}`);
    expect(emails[1]!.body).not.toContain(token!);
    for (const email of emails) {
      expect(email.body).toMatch(/#\/customer-portal\/proposal\/[0-9a-f]{64}"/);
      expect(email.attachments[0]).toMatchObject({ filename: `Proposal-${proposal.number}.pdf`, contentType: 'application/pdf' });
    }
    // Sending again makes a new link.
    await post(endpoints.proposal.sendForESign, request, office);
    expect(getDb().proposals.get(proposal.context)!.eSignToken).not.toBe(token);
    const history = documentHistorySchema.parse(await (await get(query(endpoints.proposal.getHistory, { context: proposal.context }), office)).json());
    expect(history.map((entry) => entry.action)).toEqual(['Created', 'Sent for eSign', 'Status Changed', 'Sent for eSign']);
    expect((await post('WorkOrder/SendForESign', request, office)).status).toBe(404);
  });
});
