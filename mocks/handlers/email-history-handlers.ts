import { http, HttpResponse, type RequestHandler } from 'msw';
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
import { base64ToBytes } from '../db/seed-storage';
import { getDb, updateDb } from '../db/store';
import type { EmailParty, MockUser, SentEmail } from '../db/types';
import { apiPath, notFound, parseBody, readJson, requirePermission, requireUser, validationError } from './handler-utils';
import { page, searchTerm, type SearchAnswer } from './search-utils';

/** Email history is read-only: every call needs this permission (spec 1 §6). */
export const EMAIL_HISTORY_PERMISSION = 'EMAIL_HIST_R';

function requireReader(request: Request): MockUser | Response {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  return requirePermission(user, EMAIL_HISTORY_PERMISSION) ?? user;
}

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

function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

const search = http.post(apiPath(endpoints.emailHistory.search), async ({ request }) => {
  const user = requireReader(request);
  if (user instanceof Response) return user;
  const body = await parseBody(request, emailHistorySearchRequestSchema);
  if (body instanceof Response) return body;
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;

  const db = getDb();
  const found = db.sentEmails.filter((email) => matches(email, term));
  const key = sortKeys[body.sort.by];
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  // Ties keep the newest first, then a stable order by context.
  const ordered = [...found].sort(
    (a, b) => compareKeys(key(a), key(b)) * direction || b.sent.localeCompare(a.sent) || a.context.localeCompare(b.context),
  );
  const answer: SearchAnswer<EmailHistoryItem> = {
    results: page(ordered, body.pageNumber, body.pageSize).map(emailListItem),
    searchResultCount: found.length,
    totalCount: db.sentEmails.length,
  };
  return HttpResponse.json(answer);
});

const getByContext = http.get(apiPath(endpoints.emailHistory.getByContext), ({ request }) => {
  const user = requireReader(request);
  if (user instanceof Response) return user;
  const context = new URL(request.url).searchParams.get('context')?.trim() ?? '';
  if (!context) return validationError([EMAIL_HISTORY_MESSAGES.contextRequired]);
  const email = getDb().sentEmails.find((candidate) => candidate.context === context);
  if (!email) return notFound(EMAIL_HISTORY_MESSAGES.emailNotFound);
  const answer: EmailHistoryDetail = { ...emailListItem(email), body: email.body };
  return HttpResponse.json(answer);
});

/** A header-safe file name: ASCII only, no quotes or line breaks. */
function asciiFilename(filename: string): string {
  return filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

const getAttachment = http.get(apiPath(endpoints.emailHistory.getAttachment), ({ request }) => {
  const user = requireReader(request);
  if (user instanceof Response) return user;
  const context = new URL(request.url).searchParams.get('context')?.trim() ?? '';
  if (!context) return validationError([EMAIL_HISTORY_MESSAGES.contextRequired]);
  const attachment = getDb()
    .sentEmails.flatMap((email) => email.attachments)
    .find((candidate) => candidate.context === context);
  if (!attachment?.data) return notFound(EMAIL_HISTORY_MESSAGES.attachmentNotFound);
  const bytes = base64ToBytes(attachment.data);
  return new HttpResponse(bytes.buffer, {
    headers: {
      'Content-Type': attachment.contentType ?? 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${asciiFilename(attachment.filename)}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
    },
  });
});

const resend = http.post(apiPath(endpoints.emailHistory.resend), async ({ request }) => {
  const user = requireReader(request);
  if (user instanceof Response) return user;
  const parsed = resendRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError([EMAIL_HISTORY_MESSAGES.contextsRequired]);
  const contexts = [...new Set(parsed.data)];
  const db = getDb();
  const originals = contexts.map((context) => db.sentEmails.find((email) => email.context === context));
  if (originals.some((email) => email === undefined)) return notFound(EMAIL_HISTORY_MESSAGES.emailNotFound);

  const created = updateDb((store) => {
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
      const stored = store.sentEmails.find((email) => email.context === original.context);
      if (stored) stored.hasChild = true;
      store.sentEmails.push(copy);
      return copy.context;
    });
  });
  return HttpResponse.json(created);
});

/** Mock handlers for the email-history calls. Import and export do not exist for email history. */
export const emailHistoryHandlers: RequestHandler[] = [search, getByContext, getAttachment, resend];
