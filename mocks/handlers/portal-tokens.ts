import { HttpResponse } from 'msw';
import { portalMessages, type PortalContact, type PortalError, type PortalErrorReason } from '../../src/lib/schemas/portal-schemas';
import type { Invoice, Proposal } from '../db/document-types';
import { randomToken } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import type { PortalToken } from '../db/portal-types';
import { clientIpAddress } from './handler-utils';

/**
 * Customer portal tokens (issue 18): issued per recipient when a proposal is sent for eSign or an
 * invoice is emailed, checked by every portal call. A refused token answers the portal error shape
 * (`portalErrorSchema`) with the company's phone and email; wrong tokens are rate limited per client IP.
 */

/** Wrong tokens allowed from one IP address within the window before 429. */
export const PORTAL_WRONG_TOKEN_LIMIT = 10;
export const PORTAL_WRONG_TOKEN_WINDOW_MS = 10 * 60_000;
/** An emailed invoice's link works through its due date + 30 days, and at least 30 days from sending. */
export const INVOICE_LINK_DAYS = 30;

/** Wrong-token times by client IP, in memory (the window is short), per store: a reset forgets them. */
const wrongTokensByStore = new WeakMap<MockDb, Map<string, number[]>>();

function wrongTokensOf(db: MockDb): Map<string, number[]> {
  let found = wrongTokensByStore.get(db);
  if (!found) wrongTokensByStore.set(db, (found = new Map()));
  return found;
}

export function portalContact(db: MockDb): PortalContact {
  const info = db.companyInfo.get();
  return { companyName: info.companyName, phone: info.telephone, email: info.email };
}

const STATUS: Record<PortalErrorReason, number> = { Unknown: 404, WrongDocument: 404, Expired: 410, NewerVersion: 410, Deleted: 410, RateLimited: 429 };
const MESSAGE: Record<PortalErrorReason, string> = {
  Unknown: portalMessages.unknown,
  WrongDocument: portalMessages.wrongDocument,
  Expired: portalMessages.expired,
  NewerVersion: portalMessages.newerVersion,
  Deleted: portalMessages.deleted,
  RateLimited: portalMessages.tooManyAttempts,
};

export function portalError(db: MockDb, reason: PortalErrorReason): Response {
  const body: PortalError = { message: MESSAGE[reason], reason, contact: portalContact(db) };
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (reason === 'RateLimited') headers['Retry-After'] = String(PORTAL_WRONG_TOKEN_WINDOW_MS / 1000);
  return HttpResponse.json(body, { status: STATUS[reason], headers });
}

function recentWrong(db: MockDb, ip: string, now: number): number[] {
  const wrongTokens = wrongTokensOf(db);
  const recent = (wrongTokens.get(ip) ?? []).filter((at) => now - at < PORTAL_WRONG_TOKEN_WINDOW_MS);
  wrongTokens.set(ip, recent);
  return recent;
}

/** Records a wrong token from the request's IP address. */
function noteWrong(db: MockDb, request: Request): void {
  recentWrong(db, clientIpAddress(request), Date.now()).push(Date.now());
}

/** Today (UTC) as yyyy-MM-dd. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** `yyyy-MM-dd` plus `days` days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function issuePortalToken(db: MockDb, kind: PortalToken['kind'], documentContext: string, recipient: string, expiresOn: string): PortalToken {
  return db.portalTokens.insert({ token: randomToken(), kind, documentContext, recipient, expiresOn, createdAt: new Date().toISOString(), revokedAt: null, revokedReason: null });
}

/** Revokes every working token of a document (a newer version was sent, or it was deleted). */
export function revokePortalTokens(db: MockDb, documentContext: string, reason: NonNullable<PortalToken['revokedReason']>): void {
  const at = new Date().toISOString();
  // A seeded proposal's token lives only on the proposal: keep it, revoked, so it answers plainly.
  const proposal = db.proposals.get(documentContext);
  const legacy = proposal?.eSignToken ? legacyProposalToken(db, proposal.eSignToken) : undefined;
  if (legacy && !db.portalTokens.has(legacy.token)) db.portalTokens.insert({ ...legacy, revokedAt: at, revokedReason: reason });
  for (const token of db.portalTokens.where('document', documentContext)) {
    if (token.revokedAt === null) db.portalTokens.update(token.token, { revokedAt: at, revokedReason: reason });
  }
}

/** The invoice link's last day: due date + 30 days, but at least 30 days from today. */
export function invoiceLinkExpiry(invoice: Pick<Invoice, 'dueDate'>, from = today()): string {
  const afterDue = addDays(invoice.dueDate, INVOICE_LINK_DAYS);
  const afterSend = addDays(from, INVOICE_LINK_DAYS);
  return afterDue > afterSend ? afterDue : afterSend;
}

/** A proposal seeded or sent before per-recipient tokens: its `eSignToken` for its first recipient. */
function legacyProposalToken(db: MockDb, token: string): PortalToken | undefined {
  const proposal: Proposal | undefined = db.proposals.all().find((candidate) => candidate.eSignToken === token);
  if (!proposal || !proposal.linkExpirationDate) return undefined;
  return {
    token,
    kind: 'proposal',
    documentContext: proposal.context,
    recipient: proposal.emailRecipients[0] ?? '',
    expiresOn: proposal.linkExpirationDate,
    createdAt: proposal.dateGenerated ?? proposal.date,
    revokedAt: null,
    revokedReason: null,
  };
}

export type Granted<K extends PortalToken['kind']> = { grant: PortalToken; document: K extends 'proposal' ? Proposal : Invoice };

/**
 * The document a token grants, or the portal error to answer: 429 while the IP is over its limit
 * of wrong tokens, 404 unknown (counts as wrong) or another kind's token, 410 expired, revoked by a
 * newer version, or deleted.
 */
export function resolvePortalToken<K extends PortalToken['kind']>(db: MockDb, request: Request, kind: K, token: string): Granted<K> | Response {
  if (recentWrong(db, clientIpAddress(request), Date.now()).length >= PORTAL_WRONG_TOKEN_LIMIT) return portalError(db, 'RateLimited');
  const grant = (/^[0-9a-f]{16,128}$/i.test(token) ? db.portalTokens.get(token) : undefined) ?? legacyProposalToken(db, token);
  if (!grant) {
    noteWrong(db, request);
    return portalError(db, 'Unknown');
  }
  if (grant.kind !== kind) return portalError(db, 'WrongDocument');
  if (grant.revokedReason === 'Deleted') return portalError(db, 'Deleted');
  if (grant.revokedReason === 'NewerVersion') return portalError(db, 'NewerVersion');
  const document = kind === 'proposal' ? db.proposals.get(grant.documentContext) : db.invoices.get(grant.documentContext);
  if (!document) return portalError(db, 'Deleted');
  if (grant.expiresOn < today()) return portalError(db, 'Expired');
  return { grant, document } as Granted<K>;
}
