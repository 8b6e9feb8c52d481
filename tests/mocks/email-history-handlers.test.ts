// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import {
  emailHistoryDetailSchema,
  emailHistoryItemSchema,
  emailHistorySortColumns,
  type EmailHistorySearchRequest,
} from '../../src/lib/schemas/email-history-schemas';
import { customerName } from '../../mocks/db/record-views';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { API, get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const answerSchema = searchResponseSchema(emailHistoryItemSchema);
const base: EmailHistorySearchRequest = { searchTerm: '', sort: { by: 'Sent', direction: 'DESC' }, pageNumber: 0, pageSize: 25 };

async function search(token: string, body: Partial<EmailHistorySearchRequest> = {}) {
  const response = await post('EmailHistorySearch/Search', { ...base, ...body }, token);
  expect(response.status).toBe(200);
  return answerSchema.parse(await response.json());
}

async function getEmail(token: string, context: string) {
  const response = await get(`EmailHistory/GetByContext?context=${encodeURIComponent(context)}`, token);
  expect(response.status).toBe(200);
  return emailHistoryDetailSchema.parse(await response.json());
}

describe('email history seed', () => {
  it('has about 30 emails linked to seeded customers, with attachments, a resend pair and hostile bodies', () => {
    const db = getDb();
    const emails = db.sentEmails.all();
    expect(emails.length).toBeGreaterThanOrEqual(25);
    const customers = new Map(db.customers.all().map((customer) => [customer.context, customer]));
    for (const email of emails) {
      expect(Date.parse(email.sent)).toBeLessThan(Date.now());
      if (email.customerSummary) {
        const customer = customers.get(email.customerSummary.context);
        expect(customer, email.subject).toBeDefined();
        expect(email.customerSummary.customerName).toBe(customerName(customer!));
      }
    }
    const subjects = emails.map((email) => email.subject).join('\n');
    for (const kind of ['Proposal #', 'Invoice #', 'Appointment confirmation', 'Reset your Fieldline password']) {
      expect(subjects).toContain(kind);
    }
    expect(emails.some((email) => email.customerSummary?.subCustomerName)).toBe(true);
    const pdfs = emails.flatMap((email) => email.attachments).filter((attachment) => attachment.contentType === 'application/pdf');
    expect(pdfs.length).toBeGreaterThan(10);
    expect(atob(pdfs[0]!.data!).startsWith('%PDF-1.4')).toBe(true);
    const child = emails.find((email) => email.hasParent);
    const parent = emails.find((email) => email.context === child?.parentContext);
    expect(parent?.hasChild).toBe(true);
    expect(child?.subject).toBe(parent?.subject);
    const hostile = emails.filter((email) => /<script|onerror=|javascript:/i.test(email.body));
    expect(hostile.length).toBeGreaterThanOrEqual(3);
  });
});

describe('POST EmailHistorySearch/Search', () => {
  it('needs a signed-in user with EMAIL_HIST_R', async () => {
    expect((await post('EmailHistorySearch/Search', base)).status).toBe(401);
    const { accessToken } = await signIn(seededUsernames.tech);
    const response = await post('EmailHistorySearch/Search', base, accessToken);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('EMAIL_HIST_R');
  });

  it('pages through every email, newest first, without bodies', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const total = getDb().sentEmails.size;
    const first = await search(accessToken, { pageSize: 10 });
    expect(first).toMatchObject({ searchResultCount: total, totalCount: total });
    expect(first.results).toHaveLength(10);
    expect(first.results[0]).not.toHaveProperty('body');
    const sent = first.results.map((email) => email.sent);
    expect([...sent].sort().reverse()).toEqual(sent);
    const last = await search(accessToken, { pageSize: 10, pageNumber: Math.floor((total - 1) / 10) });
    expect(last.results).toHaveLength(total % 10 || 10);
    const beyond = await search(accessToken, { pageSize: 10, pageNumber: 99 });
    expect(beyond.results).toEqual([]);
  });

  it('sorts by every column in both directions', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const keyOf: Record<string, (email: ReturnType<typeof emailHistoryItemSchema.parse>) => string | number> = {
      Sent: (email) => email.sent,
      SentByName: (email) => email.sentByName.toLowerCase(),
      From: (email) => (email.from[0]?.personName ?? '').toLowerCase(),
      To: (email) => (email.to[0]?.personName ?? '').toLowerCase(),
      Subject: (email) => email.subject.toLowerCase(),
      Attachment: (email) => email.attachments.length,
    };
    for (const by of emailHistorySortColumns) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const { results } = await search(accessToken, { sort: { by, direction }, pageSize: 100 });
        const keys = results.map(keyOf[by]!);
        const sorted = [...keys].sort((a, b) =>
          typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true }),
        );
        expect(keys, `${by} ${direction}`).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
      }
    }
  });

  it('filters by subject, people, customer and attachment name, case-insensitively', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const invoices = await search(accessToken, { searchTerm: '  INVOICE #', pageSize: 100 });
    expect(invoices.searchResultCount).toBeGreaterThan(0);
    expect(invoices.results.every((email) => email.subject.includes('Invoice #'))).toBe(true);
    expect(invoices.totalCount).toBe(getDb().sentEmails.size);
    const byCustomer = await search(accessToken, { searchTerm: 'maple court', pageSize: 100 });
    expect(byCustomer.results.some((email) => email.customerSummary?.customerName === 'Maple Court Property Management')).toBe(true);
    const byAttachment = await search(accessToken, { searchTerm: 'appointment.ics' });
    expect(byAttachment.results.every((email) => email.attachments.some((attachment) => attachment.filename === 'appointment.ics'))).toBe(true);
    const byRecipient = await search(accessToken, { searchTerm: 'tech@demo.test' });
    expect(byRecipient.results.map((email) => email.subject)).toContain('Reset your Fieldline password');
    expect((await search(accessToken, { searchTerm: 'zzzz-nothing' })).searchResultCount).toBe(0);
  });

  it('answers 400 for a search term under 3 characters, an unknown sort or a bad page', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const short = await post('EmailHistorySearch/Search', { ...base, searchTerm: ' ab ' }, accessToken);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual(['The search term must be at least 3 characters.']);
    const sort = await post('EmailHistorySearch/Search', { ...base, sort: { by: 'Body', direction: 'ASC' } }, accessToken);
    expect(sort.status).toBe(400);
    expect(((await sort.json()) as string[]).join()).toContain('Cannot sort by Body.');
    expect((await post('EmailHistorySearch/Search', { ...base, pageSize: 0 }, accessToken)).status).toBe(400);
  });

  it('lists the password reset emails the account flows send', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await post('UserAuthentication/EmailResetLink', { email: seededUsernames.tech });
    const { accessToken } = await signIn(seededUsernames.office);
    const [newest] = (await search(accessToken, { pageSize: 1 })).results;
    expect(newest).toMatchObject({
      subject: 'Reset your Fieldline password',
      to: [{ personName: 'Theo Tech', emailAddress: seededUsernames.tech }],
      hasParent: false,
      hasChild: false,
    });
    expect((await getEmail(accessToken, newest!.context)).body).toContain('#/reset-password/');
  });
});

describe('GET EmailHistory/GetByContext', () => {
  it('answers the email with its body as stored', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const stored = getDb().sentEmails.all().find((email) => email.body.includes('<script'))!;
    const email = await getEmail(accessToken, stored.context);
    expect(email).toMatchObject({ context: stored.context, subject: stored.subject, body: stored.body });
    expect(email.attachments.every((attachment) => Object.keys(attachment).sort().join() === 'context,filename')).toBe(true);
  });

  it('answers 400 without a context, 404 for an unknown one and 403 without EMAIL_HIST_R', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    expect((await get('EmailHistory/GetByContext', accessToken)).status).toBe(400);
    expect((await get('EmailHistory/GetByContext?context=nope', accessToken)).status).toBe(404);
    const tech = await signIn(seededUsernames.tech);
    const context = getDb().sentEmails.all()[0]!.context;
    expect((await get(`EmailHistory/GetByContext?context=${context}`, tech.accessToken)).status).toBe(403);
  });
});

describe('GET GetAttachment', () => {
  it('answers the attachment bytes as a download', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const attachment = getDb()
      .sentEmails.all().flatMap((email) => email.attachments)
      .find((candidate) => candidate.filename.endsWith('.pdf'))!;
    const response = await get(`GetAttachment?context=${attachment.context}`, accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(`filename="${attachment.filename}"`);
    const text = new TextDecoder().decode(await response.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('answers 404 for an unknown attachment, 400 without a context and 403 without EMAIL_HIST_R', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    expect((await get('GetAttachment?context=nope', accessToken)).status).toBe(404);
    expect((await get('GetAttachment', accessToken)).status).toBe(400);
    const tech = await signIn(seededUsernames.tech);
    const attachment = getDb().sentEmails.all().flatMap((email) => email.attachments)[0]!;
    expect((await get(`GetAttachment?context=${attachment.context}`, tech.accessToken)).status).toBe(403);
  });
});

describe('POST Resend', () => {
  it('sends a copy of the original as a child of it, with its attachments', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const original = getDb().sentEmails.all().find((email) => email.attachments.length > 0 && !email.hasChild && !email.hasParent)!;
    const before = getDb().sentEmails.size;
    const response = await post('Resend', [original.context], accessToken);
    expect(response.status).toBe(200);
    const [created] = (await response.json()) as string[];
    expect(getDb().sentEmails.size).toBe(before + 1);

    const copy = await getEmail(accessToken, created!);
    expect(copy).toMatchObject({
      subject: original.subject,
      to: original.to,
      cc: original.cc,
      bcc: original.bcc,
      body: original.body,
      sentByName: 'Olivia Office',
      hasParent: true,
      hasChild: false,
      customerSummary: original.customerSummary,
    });
    expect(copy.attachments.map((attachment) => attachment.filename)).toEqual(original.attachments.map((attachment) => attachment.filename));
    expect(copy.attachments[0]?.context).not.toBe(original.attachments[0]?.context);
    const download = await get(`GetAttachment?context=${copy.attachments[0]!.context}`, accessToken);
    expect(download.status).toBe(200);
    expect((await getEmail(accessToken, original.context)).hasChild).toBe(true);

    const [newest] = (await search(accessToken, { pageSize: 1 })).results;
    expect(newest?.context).toBe(created);
  });

  it('answers 400 for an empty or malformed list, 404 for an unknown email, 403 without EMAIL_HIST_R', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const before = getDb().sentEmails.size;
    for (const body of [[], {}, [''], 'x', null]) {
      const response = await post('Resend', body, accessToken);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual(['A list of contexts is required.']);
    }
    expect((await post('Resend', ['nope'], accessToken)).status).toBe(404);
    const tech = await signIn(seededUsernames.tech);
    expect((await post('Resend', [getDb().sentEmails.all()[0]!.context], tech.accessToken)).status).toBe(403);
    expect(getDb().sentEmails.size).toBe(before);
  });
});

describe('import and export', () => {
  it('do not exist for email history', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    for (const path of ['EmailHistory/Import', 'EmailHistory/Export', 'EmailHistorySearch/Export']) {
      const response = await fetch(`${API}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` } });
      expect(response.status, path).toBe(404);
    }
  });
});
