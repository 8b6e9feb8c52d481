import { bytesToBase64 } from '../lib/base64';
import { SYSTEM_SENDER } from './outbox';
import { customerName, primaryOf } from './record-views';
import { COMPANY, COMPANY_PARTY } from './seed-emails';
import { DAY_MS, MINUTE_MS, type SeedRandom } from './seed-helpers';
import { idKinds, largeId } from './seed-large-people';
import { seedPortalLinks, type SeedPortalLinks } from './seed-portal-links';
import type { Appointment, Customer, EmailAttachment, EmailCustomerSummary, EmailParty, Invoice, Job, Proposal, SentEmail } from './types';

/** Every how many invoice emails one is sent again (a resend pair). */
const RESEND_EVERY = 40;
/** Every how many appointments one gets a confirmation. */
const CONFIRM_EVERY = 30;

export interface LargeEmailInput {
  customers: readonly Customer[];
  jobs: readonly Job[];
  proposals: readonly Proposal[];
  invoices: readonly Invoice[];
  appointments: readonly Appointment[];
  /** Names of the users who send documents (the office staff). */
  senders: readonly string[];
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const utf8 = new TextEncoder();

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * About 4,000 sent emails over the large seed's documents, for Email History and the customer
 * view at scale: one per issued invoice and per second proposal (links to the portal, no PDF, so
 * the seed stays fast to build), resends of some invoice emails, and confirmations of some past
 * appointments with an .ics attachment. Only emails sent before `now` are kept.
 */
export function seedLargeEmails(now: Date, random: SeedRandom, input: LargeEmailInput, portalLinks: SeedPortalLinks = seedPortalLinks()): SentEmail[] {
  const customers = new Map(input.customers.map((customer) => [customer.context, customer]));
  const jobs = new Map(input.jobs.map((job) => [job.context, job]));
  const latest = now.getTime() - 10 * MINUTE_MS;
  const emails: SentEmail[] = [];
  let attachmentCount = 0;

  const partyOf = (customer: Customer): EmailParty | null => {
    const email = primaryOf(customer.emailList);
    return email ? { personName: customerName(customer), emailAddress: email.address } : null;
  };
  const summaryOf = (customer: Customer): EmailCustomerSummary => {
    const parent = customer.parentContext ? customers.get(customer.parentContext) : undefined;
    return parent
      ? { context: parent.context, customerName: customerName(parent), subCustomerName: customerName(customer) }
      : { context: customer.context, customerName: customerName(customer), subCustomerName: null };
  };
  /** A time some minutes to hours after `from`, or `null` when that is not yet past. */
  const sentAfter = (from: string, minMinutes: number, maxMinutes: number): string | null => {
    const time = Date.parse(from) + random.int(minMinutes, maxMinutes) * MINUTE_MS;
    return time < latest ? new Date(time).toISOString() : null;
  };
  const add = (fields: Omit<SentEmail, 'context' | 'cc' | 'bcc' | 'attachments' | 'hasParent' | 'hasChild' | 'parentContext'> & Partial<SentEmail>): SentEmail => {
    const email: SentEmail = { context: largeId(idKinds.sentEmail, emails.length + 1), cc: [], bcc: [], attachments: [], hasParent: false, hasChild: false, parentContext: null, ...fields };
    emails.push(email);
    return email;
  };
  /** A job document's email: to its billing customer, a copy to the service customer when they differ. */
  const documentEmail = (job: Job | undefined, sent: string | null, subject: string, lines: (to: EmailParty, sent: string) => string[]): SentEmail | null => {
    const billing = job && customers.get(job.billingCustomerContext);
    const service = job && customers.get(job.serviceCustomerContext);
    const to = billing && partyOf(billing);
    if (!job || !billing || !service || !to || !sent) return null;
    const site = service !== billing ? partyOf(service) : null;
    const sender = random.pick(input.senders);
    return add({
      subject,
      sent,
      sentByName: sender,
      from: [COMPANY_PARTY],
      to: [to],
      cc: site ? [site] : [],
      body: [`<p>Hello ${escapeHtml(to.personName)},</p>`, ...lines(to, sent).map((line) => `<p>${line}</p>`), `<p>Kind regards,<br>${escapeHtml(sender)}<br>${escapeHtml(COMPANY)}</p>`].join('\n'),
      customerSummary: summaryOf(service),
    });
  };

  for (const [index, invoice] of input.invoices.entries()) {
    if (!invoice.issued) continue;
    const job = jobs.get(invoice.jobContext);
    const email = documentEmail(job, sentAfter(invoice.date, 30, 480), `Invoice #${invoice.number} from ${COMPANY}`, (to, sent) => [
      `Thank you for your business. Invoice <strong>#${invoice.number}</strong> for ${escapeHtml(invoice.name)} comes to <strong>${money.format(invoice.total)}</strong>, due ${invoice.dueDate}.`,
      `<a href="${portalLinks.link('invoice', invoice, to.emailAddress, sent)}">View and pay your invoice online</a>`,
    ]);
    if (!email || index % RESEND_EVERY !== 0) continue;
    const resent = Date.parse(email.sent) + random.int(3, 10) * DAY_MS;
    if (resent >= latest) continue;
    email.hasChild = true;
    const { context: parentContext, subject, from, to, cc, body, customerSummary } = email;
    add({ subject, from: [...from], to: [...to], cc: [...cc], body, customerSummary: customerSummary && { ...customerSummary }, sent: new Date(resent).toISOString(), sentByName: random.pick(input.senders), hasParent: true, parentContext });
  }

  for (const [index, proposal] of input.proposals.entries()) {
    if (index % 2 !== 0) continue;
    documentEmail(jobs.get(proposal.jobContext), sentAfter(proposal.date, 15, 240), `Proposal #${proposal.number} from ${COMPANY}`, (to, sent) => [
      `Thank you for the opportunity to quote <strong>${escapeHtml(proposal.name)}</strong>: ${money.format(proposal.total)}, valid for 30 days.`,
      `<a href="${portalLinks.link('proposal', proposal, to.emailAddress, sent)}">Review and sign your proposal online</a>`,
    ]);
  }

  for (const [index, appointment] of input.appointments.entries()) {
    if (index % CONFIRM_EVERY !== 0 || !appointment.customerContext) continue;
    const customer = customers.get(appointment.customerContext);
    const to = customer && partyOf(customer);
    const sent = sentAfter(new Date(Date.parse(appointment.startDate) - 2 * DAY_MS).toISOString(), 0, 120);
    if (!customer || !to || !sent) continue;
    const day = appointment.startDate.slice(0, 10);
    add({
      subject: `Appointment confirmation: ${day}`,
      sent,
      sentByName: SYSTEM_SENDER.personName,
      from: [COMPANY_PARTY],
      to: [to],
      body: [`<p>Hello ${escapeHtml(to.personName)},</p>`, `<p>This confirms your appointment with ${escapeHtml(COMPANY)}: <strong>${escapeHtml(appointment.title)}</strong> on ${day}.</p>`].join('\n'),
      attachments: [calendarAttachment(largeId(idKinds.emailAttachment, ++attachmentCount), appointment)],
      customerSummary: summaryOf(customer),
    });
  }
  return emails;
}

/** An appointment's .ics file. */
function calendarAttachment(context: string, appointment: Appointment): EmailAttachment {
  const stamp = (iso: string): string => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fieldline//Appointments//EN',
    'BEGIN:VEVENT',
    `UID:${appointment.context}@fieldline.test`,
    `DTSTAMP:${stamp(appointment.startDate)}`,
    `DTSTART:${stamp(appointment.startDate)}`,
    `DTEND:${stamp(appointment.endDate)}`,
    `SUMMARY:${appointment.title.replace(/[,;]/g, (character) => `\\${character}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  // Most titles are ASCII, which btoa takes as it is (a few times faster than encoding to bytes first).
  const data = /^[\t\n\r\x20-\x7e]*$/.test(text) ? btoa(text) : bytesToBase64(utf8.encode(text));
  return { context, filename: 'appointment.ics', contentType: 'text/calendar', data };
}
