// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { documentHistorySchema, documentSchema } from '../../src/lib/schemas/document-schemas';
import { portalErrorSchema, portalMessages, portalProposalSchema } from '../../src/lib/schemas/portal-schemas';
import type { ChangeEvent } from '../../src/lib/live-updates/change-event';
import { getDb } from '../../mocks/db/store';
import { changeLog } from '../../mocks/handlers/change-recording';
import { get, post, useMockServer } from './mock-api';
import { keysIn, query, tokens } from './job-fixtures';
import { remove } from './document-fixtures';
import { dayFromToday, freshIp, portalGet, portalPost, sentProposal, STAFF_FIELDS } from './portal-fixtures';
import { pdfText } from '../lib/document-pdf/pdf-text';
import { XSS_NAME, XSS_PAYLOADS, XSS_TEXT } from '../support/xss-payloads';

useMockServer();

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function accept(token: string, changes: Record<string, unknown> = {}) {
  return { token, action: 'Accept', signerName: 'Pat Customer', comments: '', signatureImage: SIGNATURE, acceptedTerms: true, ...changes };
}

describe('the portal view of a proposal', () => {
  it('shows the proposal as the customer sees it, without any staff field', async () => {
    const { office } = await tokens();
    const { tokens: [token], number } = await sentProposal(office);
    const response = await portalGet(endpoints.portal.getProposal, token!, freshIp());
    expect(response.status).toBe(200);
    const json: unknown = await response.json();
    const view = portalProposalSchema.parse(json);
    expect(view).toMatchObject({ number, label: `Proposal #${number}`, status: 'Awaiting eSign', customerResponse: 'Awaiting eSign', canRespond: true, recipientEmail: 'pat@example.test' });
    expect(view.lines.map((line) => line.name)).toEqual(['Install water heater', 'Expansion tank', 'Haul away old tank']);
    expect(view.totals).toMatchObject({ subtotal: 280.5, total: 271.05 });
    expect(view.serviceAddressLines.length).toBeGreaterThan(0);
    const keys = keysIn(json);
    for (const field of STAFF_FIELDS) expect(keys.has(field), field).toBe(false);
  });

  it('answers an unknown, expired, replaced or deleted link plainly, with the company’s phone and email', async () => {
    const { office } = await tokens();
    const ip = freshIp();
    const company = getDb().companyInfo.get();
    const unknown = await portalGet(endpoints.portal.getProposal, 'f'.repeat(64), ip);
    expect(unknown.status).toBe(404);
    expect(portalErrorSchema.parse(await unknown.json())).toEqual({ message: portalMessages.unknown, reason: 'Unknown', contact: { companyName: company.companyName, phone: company.telephone, email: company.email } });

    const first = await sentProposal(office);
    const again = await post(endpoints.proposal.sendForESign, { context: first.context, recipients: ['pat@example.test'], message: 'v2', linkExpirationDate: dayFromToday(14) }, office);
    expect(again.status).toBe(200);
    const replaced = await portalGet(endpoints.portal.getProposal, first.tokens[0]!, ip);
    expect(replaced.status).toBe(410);
    expect(await replaced.json()).toMatchObject({ reason: 'NewerVersion', message: portalMessages.newerVersion });
    const newest = getDb().proposals.get(first.context)!.eSignToken!;
    expect((await portalGet(endpoints.portal.getProposal, newest, ip)).status).toBe(200);

    const job = getDb().proposals.get(first.context)!.jobContext;
    expect((await remove(endpoints.proposal.delete, { jobContext: job, context: first.context }, office)).status).toBe(200);
    const deleted = await portalGet(endpoints.portal.getProposal, newest, ip);
    expect(deleted.status).toBe(410);
    expect(await deleted.json()).toMatchObject({ reason: 'Deleted', message: portalMessages.deleted });

    const expiring = await sentProposal(office);
    getDb().portalTokens.update(expiring.tokens[0]!, { expiresOn: dayFromToday(-1) });
    const expired = await portalGet(endpoints.portal.getProposal, expiring.tokens[0]!, ip);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ reason: 'Expired', message: portalMessages.expired });
    // The link works through its last day.
    getDb().portalTokens.update(expiring.tokens[0]!, { expiresOn: dayFromToday(0) });
    expect((await portalGet(endpoints.portal.getProposal, expiring.tokens[0]!, ip)).status).toBe(200);
  });

  it('grants only its own document: another kind answers 404, each recipient has a token of their own', async () => {
    const { office } = await tokens();
    const ip = freshIp();
    const { tokens: [pat, sam], context } = await sentProposal(office, ['pat@example.test', 'sam@example.test']);
    expect(pat).not.toBe(sam);
    expect(portalProposalSchema.parse(await (await portalGet(endpoints.portal.getProposal, sam!, ip)).json()).recipientEmail).toBe('sam@example.test');
    const wrongKind = await portalGet(endpoints.portal.getInvoice, pat!, ip);
    expect(wrongKind.status).toBe(404);
    expect(await wrongKind.json()).toMatchObject({ reason: 'WrongDocument' });
    // Another proposal's token never opens this one.
    const other = await sentProposal(office);
    const view = portalProposalSchema.parse(await (await portalGet(endpoints.portal.getProposal, other.tokens[0]!, ip)).json());
    expect(view.number).not.toBe(getDb().proposals.get(context)!.number);
    // A staff bearer token is no portal credential.
    const { accessToken } = { accessToken: office };
    expect((await get(query(endpoints.portal.getProposal, { token: accessToken }))).status).toBe(404);
  });

  it('rate-limits wrong tokens per client IP address', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await portalGet(endpoints.portal.getProposal, `${attempt}`.repeat(64).slice(0, 64), ip)).status).toBe(404);
    const limited = await portalGet(endpoints.portal.getProposal, 'a'.repeat(64), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('600');
    expect(await limited.json()).toMatchObject({ reason: 'RateLimited', message: portalMessages.tooManyAttempts });
    // Another address is not limited.
    expect((await portalGet(endpoints.portal.getProposal, 'a'.repeat(64), freshIp())).status).toBe(404);
  });
});

describe('seeded proposals', () => {
  it('every seeded proposal or invoice email links to the portal with a token that opens that document, or says it expired', async () => {
    const ip = freshIp();
    const links = getDb()
      .sentEmails.all()
      .flatMap((email) => [...email.body.matchAll(/href="#\/customer-portal\/(proposal|invoice)\/([0-9a-f]{64})"/g)].map((match) => ({ subject: email.subject, kind: match[1] as 'proposal' | 'invoice', token: match[2]! })));
    expect(links.length).toBeGreaterThanOrEqual(8);
    expect(getDb().sentEmails.all().some((email) => email.body.includes('portal.fieldline.test'))).toBe(false);
    const opened = new Set<number>();
    for (const link of links) {
      const response = await portalGet(link.kind === 'proposal' ? endpoints.portal.getProposal : endpoints.portal.getInvoice, link.token, ip);
      expect([200, 410]).toContain(response.status);
      const body = (await response.json()) as { number?: number; reason?: string };
      if (response.status === 410) expect(['Expired', 'NewerVersion']).toContain(body.reason);
      else {
        expect(link.subject).toContain(`#${body.number}`);
        opened.add(response.status);
      }
    }
    expect(opened.size).toBe(1);
  });

  it('open with the token the seed emailed, and a sent-again proposal’s seeded token says a newer version was sent', async () => {
    const { office } = await tokens();
    const ip = freshIp();
    const seeded = getDb().proposals.all().find((proposal) => proposal.eSignToken && proposal.linkExpirationDate! >= dayFromToday(1))!;
    const token = seeded.eSignToken!;
    const view = portalProposalSchema.parse(await (await portalGet(endpoints.portal.getProposal, token, ip)).json());
    expect(view).toMatchObject({ number: seeded.number, recipientEmail: seeded.emailRecipients[0] });
    await post(endpoints.proposal.sendForESign, { context: seeded.context, recipients: ['pat@example.test'], message: 'v2', linkExpirationDate: dayFromToday(14) }, office);
    expect(await (await portalGet(endpoints.portal.getProposal, token, ip)).json()).toMatchObject({ reason: 'NewerVersion' });
  });
});

describe('answering a proposal', () => {
  it('accepts with a signature and records the audit, status, history and both emails; a link cannot answer twice', async () => {
    const { office } = await tokens();
    const { tokens: [token, other], context, number } = await sentProposal(office, ['pat@example.test', 'sam@example.test']);
    const ip = freshIp();
    const before = getDb().sentEmails.size;
    const told: ChangeEvent[] = [];
    const stop = changeLog.subscribe((event) => told.push(event));
    const response = await portalPost(endpoints.portal.respondToProposal, accept(token!), ip, { 'User-Agent': 'PortalTest/1.0' });
    stop();
    expect(response.status).toBe(200);
    // Staff sessions see the answer live (issue 20): the proposal and its job, told as the customer's.
    expect(told.map((event) => [event.entity, event.context, event.by.name])).toEqual([
      ['document', context, 'Pat Customer (customer)'],
      ['job', getDb().proposals.get(context)!.jobContext, 'Pat Customer (customer)'],
    ]);
    expect(portalProposalSchema.parse(await response.json())).toMatchObject({ status: 'Accepted', customerResponse: 'Accepted', signerName: 'Pat Customer', canRespond: false });

    const stored = getDb().proposals.get(context)!;
    expect(stored).toMatchObject({ status: 'Accepted', customerResponse: 'Accepted', customerSignature: SIGNATURE });
    expect(stored.portalResponse).toMatchObject({
      response: 'Accepted',
      signerName: 'Pat Customer',
      recipientEmail: 'pat@example.test',
      ipAddress: ip,
      userAgent: 'PortalTest/1.0',
      totalsShown: { subtotal: 280.5, discount: 28.05, tax: 18.6, total: 271.05 },
      signatureImage: SIGNATURE,
    });
    expect(stored.portalResponse!.termsShown).toBe(getDb().systemSettings.get('PROPOSAL_TERMS')?.value.trim() ?? '');

    // The office reads the audit record on the proposal, without the link's token.
    const staff = documentSchema.parse(await (await get(query(endpoints.proposal.get, { context }), office)).json());
    expect(staff).toMatchObject({ status: 'Accepted', eSign: { customerResponse: 'Accepted' }, eSignAudit: { signerName: 'Pat Customer', recipientEmail: 'pat@example.test', ipAddress: ip, userAgent: 'PortalTest/1.0' } });
    expect(staff.eSignAudit).not.toHaveProperty('token');
    const history = documentHistorySchema.parse(await (await get(query(endpoints.proposal.getHistory, { context }), office)).json());
    expect(history.slice(-2).map((entry) => entry.action)).toEqual(['Signed', 'Status Changed']);
    expect(history.at(-2)!.description).toContain(`pat@example.test> from ${ip} (PortalTest/1.0)`);

    const emails = getDb().sentEmails.all().slice(before);
    expect(emails.map((email) => email.to[0]!.emailAddress)).toEqual(['pat@example.test', getDb().companyInfo.get().email]);
    for (const email of emails) expect(email.customerSummary).not.toBeNull();

    const twice = await portalPost(endpoints.portal.respondToProposal, accept(token!), ip);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toBe(portalMessages.alreadyAnswered);
    expect((await portalPost(endpoints.portal.respondToProposal, accept(other!), ip)).status).toBe(409);

    const pdf = await portalGet(endpoints.portal.getProposalPdf, token!, ip);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Signed by Pat Customer');
    expect(text).toContain(`Signed electronically in the customer portal by Pat Customer <pat@example.test>`);
    expect(number).toBeGreaterThan(0);
  });

  it('requests changes or rejects with a comment, and refuses incomplete answers', async () => {
    const { office } = await tokens();
    const ip = freshIp();
    const changes = await sentProposal(office);
    const missing = await portalPost(endpoints.portal.respondToProposal, { token: changes.tokens[0], action: 'RequestChanges', signerName: ' ' }, ip);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual(expect.arrayContaining([portalMessages.signerRequired, portalMessages.commentsRequired]));
    const unsigned = await portalPost(endpoints.portal.respondToProposal, accept(changes.tokens[0]!, { signatureImage: null, acceptedTerms: false }), ip);
    expect(await unsigned.json()).toEqual(expect.arrayContaining([portalMessages.termsRequired, portalMessages.signatureRequired]));
    const script = '<script>alert(1)</script>';
    const asked = await portalPost(endpoints.portal.respondToProposal, { token: changes.tokens[0], action: 'RequestChanges', signerName: 'Pat', comments: `Please use a 50 gallon tank ${script}` }, ip);
    expect(asked.status).toBe(200);
    expect(getDb().proposals.get(changes.context)).toMatchObject({ status: 'Changes Requested', customerResponse: 'Changes Requested', customerSignature: null });
    const office_email = getDb().sentEmails.all().at(-1)!;
    expect(office_email.body).not.toContain(script);
    expect(office_email.body).toContain('&lt;script&gt;');
    // The whole committed XSS list, in the name and the comment, reaches both emails escaped.
    const xss = await sentProposal(office);
    expect((await portalPost(endpoints.portal.respondToProposal, { token: xss.tokens[0], action: 'RequestChanges', signerName: XSS_NAME, comments: XSS_TEXT }, ip)).status).toBe(200);
    for (const email of getDb().sentEmails.all().slice(-2)) {
      for (const payload of [...XSS_PAYLOADS, XSS_NAME]) expect(email.body).not.toContain(payload);
      // The only markup is the email's own paragraphs and line breaks.
      expect(email.body.match(/<[^>]*>/g)!.every((tag) => /^<\/?(p|br)\s*\/?>$/.test(tag))).toBe(true);
    }

    const rejecting = await sentProposal(office);
    const typed = await portalPost(endpoints.portal.respondToProposal, { token: rejecting.tokens[0], action: 'Reject', signerName: 'Pat', comments: 'Too expensive' }, ip);
    expect(typed.status).toBe(200);
    expect(getDb().proposals.get(rejecting.context)).toMatchObject({ status: 'Rejected', customerResponse: 'Rejected', customerComments: 'Too expensive' });

    const typedSign = await sentProposal(office);
    const signed = await portalPost(endpoints.portal.respondToProposal, accept(typedSign.tokens[0]!, { signatureImage: null, typedSignature: 'Pat Customer' }), ip);
    expect(signed.status).toBe(200);
    expect(getDb().proposals.get(typedSign.context)!.portalResponse).toMatchObject({ typedSignature: 'Pat Customer', signatureImage: null });
  });
});
