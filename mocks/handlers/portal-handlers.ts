import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { formatUsd } from '../../src/lib/job-calculations';
import { paymentSettingSchema } from '../../src/lib/schemas/payment-provider-schemas';
import { PORTAL_MIN_PAYMENT_PERCENT_CODE, portalMessages, portalRespondRequestSchema, updatePortalMinimumPaymentRequestSchema } from '../../src/lib/schemas/portal-schemas';
import type { Invoice, Proposal, ProposalPortalResponse } from '../db/document-types';
import { recordSentEmail } from '../db/outbox';
import { getDb } from '../db/store';
import { documentPdf, usDay } from './document-pdf';
import { documentFilename, documentLabel, recordHistory } from './document-records';
import { emailCustomerSummary } from './document-send-handlers';
import { clientIpAddress, clientTimezoneOffset, conflictError, notFound, validationError } from './handler-utils';
import { recordOptionChoice } from './proposal-options';
import { proposalOptionMessages } from '../../src/lib/schemas/proposal-option-schemas';
import { portalPayHandler } from './portal-pay-handlers';
import { resolvePortalToken } from './portal-tokens';
import { portalBranding, portalProposal, portalInvoice } from './portal-views';
import { issueMessages, route } from './route';
import { recordCustomerChange } from './change-recording';
import { escapeHtml } from './simulated-pages';

/**
 * The customer portal's calls (issue 18; docs/api.md "Customer portal"): public, the link's token
 * is the credential and grants one document to one recipient through its expiry day.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

function tokenOf(query: URLSearchParams): string {
  return query.get('token')?.trim() ?? '';
}

const getBranding = route('get', endpoints.portal.getBranding, { allow: 'public' }, () => portalBranding(getDb()));

const getProposal = route('get', endpoints.portal.getProposal, { allow: 'public' }, ({ request, query }) => {
  const db = getDb();
  const granted = resolvePortalToken(db, request, 'proposal', tokenOf(query));
  if (granted instanceof Response) return granted;
  return HttpResponse.json(portalProposal(db, granted.document, granted.grant), { headers: NO_STORE });
});

const getInvoice = route('get', endpoints.portal.getInvoice, { allow: 'public' }, ({ request, query }) => {
  const db = getDb();
  const granted = resolvePortalToken(db, request, 'invoice', tokenOf(query));
  if (granted instanceof Response) return granted;
  return HttpResponse.json(portalInvoice(db, granted.document, granted.grant), { headers: NO_STORE });
});

function pdfRoute(kind: 'proposal' | 'invoice'): HttpHandler {
  const endpoint = kind === 'proposal' ? endpoints.portal.getProposalPdf : endpoints.portal.getInvoicePdf;
  return route('get', endpoint, { allow: 'public' }, async ({ request, query }) => {
    const db = getDb();
    const granted = resolvePortalToken(db, request, kind, tokenOf(query));
    if (granted instanceof Response) return granted;
    const document = granted.document as Proposal | Invoice;
    const bytes = await documentPdf(db, kind, document as never, clientTimezoneOffset(request));
    recordHistory(db, kind, document.context, 'Viewed', `${documentLabel(kind, document.number)} PDF viewed in the customer portal by ${granted.grant.recipient}.`, { userId: null, userName: 'Customer' });
    return new HttpResponse(bytes.slice().buffer, {
      headers: {
        ...NO_STORE,
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `inline; filename="${documentFilename(kind, document.number)}"`,
      },
    });
  });
}

const RESPONSES = { Accept: 'Accepted', RequestChanges: 'Changes Requested', Reject: 'Rejected' } as const;

const respondToProposal = route('post', endpoints.portal.respondToProposal, { allow: 'public', body: portalRespondRequestSchema, messages: issueMessages }, ({ request, body }) => {
  const db = getDb();
  const granted = resolvePortalToken(db, request, 'proposal', body.token);
  if (granted instanceof Response) return granted;
  const { document: proposal, grant } = granted;
  if (proposal.portalResponse || (proposal.customerResponse !== null && proposal.customerResponse !== 'Awaiting eSign')) return conflictError(portalMessages.alreadyAnswered);
  if (proposal.status !== 'Awaiting eSign') return conflictError(portalMessages.notAwaiting);
  const response = RESPONSES[body.action];
  const now = new Date();
  const accepted = body.action === 'Accept';
  // Good / better / best (issue 20): accepting a proposal with options names the chosen one.
  const options = proposal.options ?? [];
  const option = accepted && options.length > 0 ? options.find((candidate) => candidate.id === body.optionId) : undefined;
  if (accepted && options.length > 0 && !body.optionId) return validationError([proposalOptionMessages.optionRequired]);
  if (accepted && options.length > 0 && !option) return validationError([proposalOptionMessages.optionUnknown]);
  const shown = option ?? proposal;
  const audit: ProposalPortalResponse = {
    response,
    signerName: body.signerName,
    recipientEmail: grant.recipient,
    at: now.toISOString(),
    ipAddress: clientIpAddress(request),
    userAgent: (request.headers.get('User-Agent') ?? '').slice(0, 500),
    termsShown: portalProposal(db, proposal, grant).terms,
    totalsShown: { subtotal: shown.subtotal, discount: shown.discount, tax: shown.tax, total: shown.total },
    signatureImage: accepted ? body.signatureImage : null,
    typedSignature: accepted && !body.signatureImage ? body.typedSignature : '',
    comments: body.comments,
    token: grant.token,
  };
  db.proposals.update(proposal.context, {
    status: response,
    customerResponse: response,
    customerResponseDate: audit.at,
    customerComments: body.comments,
    customerSignature: audit.signatureImage,
    portalResponse: audit,
  });
  if (option) recordOptionChoice(db, proposal, option);
  const label = documentLabel('proposal', proposal.number);
  const customer = { userId: null, userName: body.signerName };
  const where = `from ${audit.ipAddress}${audit.userAgent ? ` (${audit.userAgent})` : ''}`;
  const what = accepted ? `Signed and accepted${option ? ` option ${option.name}` : ''}${audit.signatureImage ? '' : ' (typed signature)'}` : response;
  recordHistory(db, 'proposal', proposal.context, accepted ? 'Signed' : 'Customer Response', `${what} by ${body.signerName} <${grant.recipient}> ${where}; total shown ${formatUsd(shown.total)}.${body.comments ? ` Comments: ${body.comments}` : ''}`, customer, now);
  recordHistory(db, 'proposal', proposal.context, 'Status Changed', `Status changed from ${proposal.status} to ${response}.`, customer, now);
  const company = db.companyInfo.get();
  const summary = emailCustomerSummary(db, proposal.serviceCustomerContext);
  const details = [
    `<p>${escapeHtml(label)}: ${escapeHtml(response)} by ${escapeHtml(body.signerName)} (${escapeHtml(grant.recipient)}) on ${usDay(audit.at)}.</p>`,
    option ? `<p>Option: ${escapeHtml(option.name)}</p>` : '',
    `<p>Total: ${formatUsd(shown.total)}</p>`,
    body.comments ? `<p>Comments: ${escapeHtml(body.comments)}</p>` : '',
  ].join('\n');
  recordSentEmail(db, { subject: `${label}: your answer was received`, to: [{ personName: body.signerName, emailAddress: grant.recipient }], body: `<p>Thank you. ${escapeHtml(company.companyName)} received your answer.</p>\n${details}`, customerSummary: summary });
  if (company.email) {
    recordSentEmail(db, { subject: `${label} ${response.toLowerCase()} by the customer`, to: [{ personName: company.companyName, emailAddress: company.email }], body: `${details}\n<p>Answered ${escapeHtml(where)}.</p>`, customerSummary: summary });
  }
  recordCustomerChange([{ entity: 'document', context: proposal.context }, { entity: 'job', context: proposal.jobContext }], body.signerName);
  return portalProposal(db, db.proposals.get(proposal.context)!, grant);
});

/** The office's side: the Credit Card Payments setting of the smallest partial payment. */
const updatePortalMinimumPayment = route(
  'post',
  endpoints.systemSettingGroups.updatePortalMinimumPayment,
  { allow: 'ADMINISTRATOR', body: updatePortalMinimumPaymentRequestSchema, messages: issueMessages, emptyBody: {} },
  ({ body }) => {
    const saved = getDb().systemSettings.update(PORTAL_MIN_PAYMENT_PERCENT_CODE, { value: String(Number(body.value)) });
    return saved ? paymentSettingSchema.parse({ ...saved }) : notFound();
  },
);

export const portalHandlers: HttpHandler[] = [getBranding, getProposal, getInvoice, pdfRoute('proposal'), pdfRoute('invoice'), respondToProposal, portalPayHandler, updatePortalMinimumPayment];
