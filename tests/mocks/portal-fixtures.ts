import { endpoints } from '../../src/config/endpoints';
import { PAYMENT_PROCESSING_ENABLED_CODE } from '../../src/lib/schemas/payment-provider-schemas';
import type { JobRecord } from '../../src/lib/schemas/job-schemas';
import { getDb } from '../../mocks/db/store';
import { post } from './mock-api';
import { createDocument, createRequestOf, threeLineJob } from './document-fixtures';
import { query } from './job-fixtures';

/** Helpers of the customer portal tests (tests/mocks/portal-*.test.ts). */

let ipCounter = 0;

/** A client IP of its own for each test, so the wrong-token limit of one test never reaches another. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}`;
}

/** `days` days from today (UTC) as yyyy-MM-dd. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function portalGet(endpoint: string, token: string, ip: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`http://localhost/api/${query(endpoint, { token })}`, { headers: { 'X-Forwarded-For': ip, ...headers } });
}

export function portalPost(endpoint: string, body: unknown, ip: string, headers: Record<string, string> = {}): Promise<Response> {
  return post(endpoint, body, undefined, { 'X-Forwarded-For': ip, ...headers });
}

/** The tokens made for a document, oldest first. */
export function tokensOf(documentContext: string): string[] {
  return getDb()
    .portalTokens.where('document', documentContext)
    .map((token) => token.token);
}

/** A new proposal of a new three-line job, sent for eSign to the recipients. */
export async function sentProposal(office: string, recipients = ['pat@example.test'], linkExpirationDate = dayFromToday(14)): Promise<{ job: JobRecord; context: string; number: number; tokens: string[] }> {
  const job = await threeLineJob(office);
  const proposal = await createDocument('proposal', createRequestOf(job), office);
  const sent = await post(endpoints.proposal.sendForESign, { context: proposal.context, recipients, message: 'Please review.', linkExpirationDate }, office);
  if (sent.status !== 200) throw new Error(`SendForESign answered ${sent.status}`);
  return { job, context: proposal.context, number: proposal.number, tokens: tokensOf(proposal.context).slice(-recipients.length) };
}

/** A new invoice ($271.05) of a new three-line job, emailed to `to`. */
export async function emailedInvoice(office: string, to = 'pat@example.test'): Promise<{ job: JobRecord; context: string; token: string }> {
  const job = await threeLineJob(office);
  const invoice = await createDocument('invoice', createRequestOf(job), office);
  const sent = await post(endpoints.invoice.email, { context: invoice.context, to: [to], subject: `Invoice #${invoice.number}`, body: 'Thank you.' }, office);
  if (sent.status !== 200) throw new Error(`Invoice/Email answered ${sent.status}`);
  return { job, context: invoice.context, token: tokensOf(invoice.context).at(-1)! };
}

/** Card payments on: the provider account linked and the processing setting Yes. */
export function enableCardPayments(): void {
  const db = getDb();
  db.paymentProviderAccount.update({ detailsSubmitted: true, unlinkedAt: null, linkedAt: new Date().toISOString() });
  db.systemSettings.update(PAYMENT_PROCESSING_ENABLED_CODE, { value: 'Yes' });
}

/** Keys that must never appear anywhere in a portal answer. */
export const STAFF_FIELDS = ['cost', 'markup', 'internalNotes', 'history', 'jobContext', 'context', 'eSignToken', 'userId', 'portalResponse'];
