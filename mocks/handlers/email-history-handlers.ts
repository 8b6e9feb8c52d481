import { HttpResponse, type RequestHandler } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import {
  EMAIL_HISTORY_MESSAGES,
  emailHistorySearchRequestSchema,
  resendRequestSchema,
  type EmailHistoryDetail,
  type EmailHistoryItem,
  type EmailHistorySortColumn,
} from '../../src/lib/schemas/email-history-schemas';
import { randomUuid } from '../db/ids';
import { base64ToBytes } from '../lib/base64';
import { getDb } from '../db/store';
import type { EmailParty, SentEmail } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { notFound } from './handler-utils';
import { route } from './route';
import { page, searchTerm, type SearchAnswer } from './search-utils';

/** Email history is read-only: every call needs this permission (spec 1 §6). */
export const EMAIL_HISTORY_PERMISSION = 'EMAIL_HIST_R';

/** The list shape: everything but the body and the attachments' bytes. */
export function emailListItem(email: SentEmail): EmailHistoryItem {
  return {
    context: email.context,
    subject: email.subject,
    sent: email.sent,
    sentByName: email.sentByName,
    from: email.from.map((party) => ({ ...party })),
    to: email.to.map((party) => ({ ...party })),
    cc: email.cc.map((party) => ({ ...party })),
    bcc: email.bcc.map((party) => ({ ...party })),
    attachments: email.attachments.map(({ context, filename }) => ({ context, filename })),
    customerSummary: email.customerSummary ? { ...email.customerSummary } : null,
    hasParent: email.hasParent,
    hasChild: email.hasChild,
  };
}

function partyText(parties: readonly EmailParty[]): string {
  return parties.map((party) => `${party.personName} ${party.emailAddress}`).join(' ');
}

function matches(email: SentEmail, term: string): boolean {
  if (!term) return true;
  const texts = [
    email.subject,
    email.sentByName,
    partyText(email.from),
    partyText(email.to),
    partyText(email.cc),
    partyText(email.bcc),
    email.customerSummary?.customerName ?? '',
    email.customerSummary?.subCustomerName ?? '',
    ...email.attachments.map((attachment) => attachment.filename),
  ];
  return texts.some((text) => text.toLowerCase().includes(term));
}

const firstParty = (parties: readonly EmailParty[]): string => parties[0]?.personName || parties[0]?.emailAddress || '';

const sortKeys: Record<EmailHistorySortColumn, (email: SentEmail) => string | number> = {
  Sent: (email) => email.sent,
  SentByName: (email) => email.sentByName,
  From: (email) => firstParty(email.from),
  To: (email) => firstParty(email.to),
  Subject: (email) => email.subject,
  Attachment: (email) => email.attachments.length,
};

function compareSortKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareText(String(a), String(b));
}

const search = route('post', endpoints.emailHistory.search, { allow: EMAIL_HISTORY_PERMISSION, body: emailHistorySearchRequestSchema }, ({ body }) => {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;

  const all = getDb().sentEmails.all();
  const found = all.filter((email) => matches(email, term));
  const key = sortKeys[body.sort.by];
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  // Ties keep the newest first, then a stable order by context.
  const ordered = [...found].sort((a, b) => compareSortKeys(key(a), key(b)) * direction || compareKeys(b.sent, a.sent) || compareKeys(a.context, b.context));
  const answer: SearchAnswer<EmailHistoryItem> = {
    results: page(ordered, body.pageNumber, body.pageSize).map(emailListItem),
    searchResultCount: found.length,
    totalCount: all.length,
  };
  return answer;
});

const getByContext = route(
  'get',
  endpoints.emailHistory.getByContext,
  { allow: EMAIL_HISTORY_PERMISSION, context: EMAIL_HISTORY_MESSAGES.contextRequired },
  ({ context }) => {
    const email = getDb().sentEmails.get(context);
    if (!email) return notFound(EMAIL_HISTORY_MESSAGES.emailNotFound);
    const answer: EmailHistoryDetail = { ...emailListItem(email), body: email.body };
    return answer;
  },
);

/** A header-safe file name: ASCII only, no quotes or line breaks. */
function asciiFilename(filename: string): string {
  return filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

const getAttachment = route(
  'get',
  endpoints.emailHistory.getAttachment,
  { allow: EMAIL_HISTORY_PERMISSION, context: EMAIL_HISTORY_MESSAGES.contextRequired },
  ({ context }) => {
  const attachment = getDb()
    .sentEmails.first('attachment', context)
    ?.attachments.find((candidate) => candidate.context === context);
  if (!attachment?.data) return notFound(EMAIL_HISTORY_MESSAGES.attachmentNotFound);
  const bytes = base64ToBytes(attachment.data);
  return new HttpResponse(bytes.buffer, {
    headers: {
      'Content-Type': attachment.contentType ?? 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${asciiFilename(attachment.filename)}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
    },
  });
  },
);

const resend = route(
  'post',
  endpoints.emailHistory.resend,
  { allow: EMAIL_HISTORY_PERMISSION, body: resendRequestSchema, messages: () => [EMAIL_HISTORY_MESSAGES.contextsRequired] },
  ({ user, body }) => {
    const db = getDb();
    const originals = [...new Set(body)].map((context) => db.sentEmails.get(context));
    if (originals.some((email) => email === undefined)) return notFound(EMAIL_HISTORY_MESSAGES.emailNotFound);
    const sentAt = new Date().toISOString();
    return (originals as SentEmail[]).map((original) => {
      // The original as it was sent: same recipients, body and attachments (later document changes are not included).
      const copy: SentEmail = {
        ...structuredClone(original),
        context: randomUuid(),
        sent: sentAt,
        sentByName: `${user.firstName} ${user.lastName}`,
        attachments: original.attachments.map((attachment) => ({ ...attachment, context: randomUuid() })),
        hasParent: true,
        hasChild: false,
        parentContext: original.context,
      };
      db.sentEmails.update(original.context, { hasChild: true });
      db.sentEmails.insert(copy);
      return copy.context;
    });
  },
);

/** Mock handlers for the email-history calls. Import and export do not exist for email history. */
export const emailHistoryHandlers: RequestHandler[] = [search, getByContext, getAttachment, resend];
