import { randomUuid } from './ids';
import type { MockDb } from './mock-store';
import type { EmailParty, SentEmail } from './types';

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
}

/** "Sends" an email: records it where Email History reads and logs a line to the console. */
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
    attachments: [],
    customerSummary: null,
    hasParent: false,
    hasChild: false,
  };
  db.sentEmails.insert(sent);
  const links = Array.from(sent.body.matchAll(/href="([^"]+)"/g), (match) => match[1]).join(' ');
  const recipients = sent.to.map((party) => party.emailAddress).join(', ');
  console.log(`[mock] email to ${recipients}: ${sent.subject}${links ? ` ${links}` : ''}`);
  return sent;
}
