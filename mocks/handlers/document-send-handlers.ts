import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { documentPermissions } from '../../src/lib/permission-codes';
import { documentEmailRequestSchema, documentKinds, documentMessages, sendForESignRequestSchema, type DocumentKind } from '../../src/lib/schemas/document-schemas';
import type { MockDb } from '../db/mock-store';
import { recordSentEmail } from '../db/outbox';
import { customerName } from '../db/record-views';
import { getDb } from '../db/store';
import type { EmailCustomerSummary, EmailParty, MockUser } from '../db/types';
import { clientToday } from './client-time';
import { documentPdf, usDay } from './document-pdf';
import { actorOf, documentCollection, documentFilename, documentLabel, recordHistory } from './document-records';
import { documentView } from './document-views';
import { appBaseUrl, clientTimezoneOffset, notFound, validationError } from './handler-utils';
import { invoiceLinkExpiry, issuePortalToken, revokePortalTokens } from './portal-tokens';
import { issueMessages, route } from './route';
import { escapeHtml } from './simulated-pages';

/**
 * `{Kind}/Download` (the PDF), `{Kind}/Email` (the PDF attached, into Email History with the
 * customer) and `Proposal/SendForESign` (a portal link with a random token, through the expiration
 * date): the PDF is rendered by `src/lib/document-pdf`, loaded only when one is needed.
 */

const CONTEXT_REQUIRED = 'A document context is required.';

/** Email History's link to the customer: a sub-customer is filed under its parent. */
export function emailCustomerSummary(db: MockDb, customerContext: string): EmailCustomerSummary | null {
  const customer = db.customers.get(customerContext);
  if (!customer) return null;
  const parent = db.customers.get(customer.parentContext);
  return parent
    ? { context: parent.context, customerName: customerName(parent), subCustomerName: customerName(customer) }
    : { context: customer.context, customerName: customerName(customer), subCustomerName: null };
}

/** Recipients as parties, named when the address is one of the document's customers'. */
function recipients(db: MockDb, addresses: readonly string[], customerContexts: readonly string[]): EmailParty[] {
  const customers = customerContexts.map((context) => db.customers.get(context)).filter((customer) => customer !== undefined);
  return addresses.map((address) => {
    const owner = customers.find((customer) => customer.emailList.some((email) => email.address.toLowerCase() === address.toLowerCase()));
    return { personName: owner ? customerName(owner) : '', emailAddress: address };
  });
}

function sender(db: MockDb, user: MockUser): EmailParty {
  return { personName: actorOf(db, user).userName, emailAddress: user.username };
}

/** Plain text as email HTML: paragraphs, line breaks kept, everything escaped. */
function textHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function downloadRoute(kind: DocumentKind): HttpHandler {
  return route('get', endpoints[kind].download, { allow: documentPermissions[kind].read, context: CONTEXT_REQUIRED }, async ({ request, user, query, context }) => {
    const db = getDb();
    const document = documentCollection(db, kind).get(context);
    if (!document) return notFound(documentMessages.notFound(kind));
    const bytes = await documentPdf(db, kind, document, clientTimezoneOffset(request));
    const viewed = query.get('purpose') === 'view';
    recordHistory(db, kind, context, viewed ? 'Viewed' : 'Downloaded', `${documentLabel(kind, document.number)} PDF ${viewed ? 'viewed' : 'downloaded'}.`, actorOf(db, user));
    return new HttpResponse(bytes.slice().buffer, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="${documentFilename(kind, document.number)}"`,
      },
    });
  });
}

function emailRoute(kind: DocumentKind): HttpHandler {
  return route('post', endpoints[kind].email, { allow: documentPermissions[kind].read, body: documentEmailRequestSchema, messages: issueMessages }, async ({ request, user, body }) => {
    const db = getDb();
    const document = documentCollection(db, kind).get(body.context);
    if (!document) return notFound(documentMessages.notFound(kind));
    const bytes = await documentPdf(db, kind, document, clientTimezoneOffset(request));
    // An invoice's email carries a portal link to view and pay it, for this email's recipients (issue 18).
    let portal = '';
    if (kind === 'invoice') {
      const expiresOn = invoiceLinkExpiry(db.invoices.get(document.context)!);
      const link = portalLink(request, issuePortalToken(db, 'invoice', document.context, body.to.join(', '), expiresOn).token, 'invoice');
      portal = `\n<p><a href="${escapeHtml(link)}">View and pay your invoice online</a></p>\n<p>The link works through ${usDay(expiresOn)}.</p>`;
    }
    const sent = recordSentEmail(db, {
      subject: body.subject.trim(),
      to: recipients(db, body.to, [document.billingCustomerContext, document.serviceCustomerContext]),
      from: [sender(db, user)],
      sentByName: actorOf(db, user).userName,
      body: textHtml(body.body) + portal,
      attachments: [{ filename: documentFilename(kind, document.number), contentType: 'application/pdf', bytes }],
      customerSummary: emailCustomerSummary(db, document.serviceCustomerContext),
    });
    const issues = kind === 'invoice' && !db.invoices.get(document.context)!.issued;
    if (issues) db.invoices.update(document.context, { issued: true });
    recordHistory(db, kind, document.context, 'Emailed', `Emailed to ${body.to.join(', ')}${issues ? '; the invoice is issued' : ''}.`, actorOf(db, user));
    return { sentEmailContext: sent.context };
  });
}

/** The customer portal's page of a proposal or invoice (issue 18): the token is the credential. */
export function portalLink(request: Request, token: string, kind: 'proposal' | 'invoice' = 'proposal'): string {
  const base = appBaseUrl(request) || `${new URL(request.url).origin}/`;
  return `${base}#/customer-portal/${kind}/${token}`;
}

const sendForESign = route(
  'post',
  endpoints.proposal.sendForESign,
  { allow: documentPermissions.proposal.update, body: sendForESignRequestSchema, messages: issueMessages },
  async ({ request, user, body }) => {
    const db = getDb();
    const proposal = db.proposals.get(body.context);
    if (!proposal) return notFound(documentMessages.notFound('proposal'));
    const today = clientToday(request);
    if (body.linkExpirationDate <= today) return validationError([documentMessages.expirationInPast]);
    const previous = proposal.status;
    const addresses = [...new Set(body.recipients)];
    // A new version: earlier links answer "a newer version was sent"; each recipient gets a token.
    revokePortalTokens(db, proposal.context, 'NewerVersion');
    const tokens = new Map(addresses.map((address) => [address.toLowerCase(), issuePortalToken(db, 'proposal', proposal.context, address, body.linkExpirationDate).token]));
    db.proposals.update(proposal.context, {
      status: 'Awaiting eSign',
      dateGenerated: new Date().toISOString(),
      linkExpirationDate: body.linkExpirationDate,
      emailRecipients: addresses,
      customerResponse: 'Awaiting eSign',
      customerResponseDate: null,
      customerComments: '',
      customerSignature: null,
      eSignToken: tokens.get(addresses[0]!.toLowerCase()) ?? null,
    });
    const stored = db.proposals.get(proposal.context)!;
    const bytes = await documentPdf(db, 'proposal', stored, clientTimezoneOffset(request));
    const label = documentLabel('proposal', stored.number);
    const company = db.companyInfo.get().companyName;
    for (const party of recipients(db, addresses, [stored.billingCustomerContext, stored.serviceCustomerContext])) {
      const link = portalLink(request, tokens.get(party.emailAddress.toLowerCase())!);
      recordSentEmail(db, {
        subject: `${label} from ${company}: review and sign`,
        to: [party],
        from: [sender(db, user)],
        sentByName: actorOf(db, user).userName,
        body: [
          textHtml(body.message),
          `<p><a href="${escapeHtml(link)}">Review and sign your proposal online</a></p>`,
          `<p>The link works through ${usDay(body.linkExpirationDate)}.</p>`,
        ].join('\n'),
        attachments: [{ filename: documentFilename('proposal', stored.number), contentType: 'application/pdf', bytes }],
        customerSummary: emailCustomerSummary(db, stored.serviceCustomerContext),
      });
    }
    const actor = actorOf(db, user);
    recordHistory(db, 'proposal', stored.context, 'Sent for eSign', `Sent for eSign to ${addresses.join(', ')}; the link works through ${usDay(body.linkExpirationDate)}.`, actor);
    if (previous !== 'Awaiting eSign') recordHistory(db, 'proposal', stored.context, 'Status Changed', `Status changed from ${previous} to Awaiting eSign.`, actor);
    return documentView(db, 'proposal', db.proposals.get(stored.context)!, today);
  },
);

export const documentSendHandlers: HttpHandler[] = [...documentKinds.flatMap((kind) => [downloadRoute(kind), emailRoute(kind)]), sendForESign];
