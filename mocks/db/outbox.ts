import { bytesToBase64 } from '../lib/base64';
import { randomUuid } from './ids';
import type { MockDb } from './mock-store';
import type { EmailCustomerSummary, EmailParty, SentEmail } from './types';

/** The address the simulated mail service sends from. */
export const SYSTEM_SENDER: EmailParty = { personName: 'Fieldline', emailAddress: 'no-reply@fieldline.test' };

export interface OutgoingEmail {
  subject: string;
  to: EmailParty[];
  body: string;
  sentByName?: string;
  from?: EmailParty[];
  cc?: EmailParty[];
  bcc?: EmailParty[];
  sent?: Date;
  /** Files sent with it (a document's PDF): kept base64 so Email History's `GetAttachment` serves them. */
  attachments?: OutgoingAttachment[];
  /** The customer the email is about (Email History links and filters by it). */
  customerSummary?: EmailCustomerSummary | null;
}

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** "Sends" an email: records it (with its attachments and customer) where Email History reads and logs a line to the console. */
export function recordSentEmail(db: MockDb, email: OutgoingEmail): SentEmail {
  const sent: SentEmail = {
    context: randomUuid(),
    subject: email.subject,
    sent: (email.sent ?? new Date()).toISOString(),
    sentByName: email.sentByName ?? SYSTEM_SENDER.personName,
    from: email.from ?? [SYSTEM_SENDER],
    to: email.to,
    cc: email.cc ?? [],
    bcc: email.bcc ?? [],
    body: email.body,
    attachments: (email.attachments ?? []).map((attachment) => ({
      context: randomUuid(),
      filename: attachment.filename,
      contentType: attachment.contentType,
      data: bytesToBase64(attachment.bytes),
    })),
    customerSummary: email.customerSummary ?? null,
    hasParent: false,
    hasChild: false,
  };
  db.sentEmails.insert(sent);
  const links = Array.from(sent.body.matchAll(/href="([^"]+)"/g), (match) => match[1]).join(' ');
  const recipients = sent.to.map((party) => party.emailAddress).join(', ');
  console.log(`[mock] email to ${recipients}: ${sent.subject}${links ? ` ${links}` : ''}`);
  return sent;
}
