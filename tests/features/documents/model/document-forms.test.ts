import { describe, expect, it } from 'vitest';
import { emailFormSchema, eSignFormSchema, newESignValues, newEmailValues, splitRecipients } from '@/features/documents/model/document-forms';
import { eSignEPaySummary, formatLocalDay, isPaid } from '@/features/documents/model/document-summary';

const document = {
  kind: 'proposal' as const,
  number: 2001,
  name: 'Water heater',
  customer: {
    context: 'c',
    customerName: 'Ada Lovelace',
    telephoneList: [],
    emailList: [
      { context: 'e1', primary: true, emailType: 'Personal' as const, address: 'ada@example.com' },
      { context: 'e2', primary: false, emailType: 'Billing' as const, address: 'billing@example.com' },
    ],
  },
};

describe('document email and eSign forms', () => {
  it('splits recipients on commas, semicolons and spaces', () => {
    expect(splitRecipients(' a@x.com, b@y.com;c@z.com  d@w.com ')).toEqual(['a@x.com', 'b@y.com', 'c@z.com', 'd@w.com']);
  });
  it('starts the email with the customer’s addresses and the document’s title', () => {
    const values = newEmailValues(document, 'Olive Office');
    expect(values.to).toBe('ada@example.com, billing@example.com');
    expect(values.subject).toBe('Proposal 2001: Water heater');
    expect(values.body).toContain('Olive Office');
  });
  it('refuses no recipients and names a bad address', () => {
    const empty = emailFormSchema.safeParse({ to: ' ', subject: 'Hi', body: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['Add at least one recipient.']);
    const bad = emailFormSchema.safeParse({ to: 'ada@example.com, nope', subject: 'Hi', body: '' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(['nope is not a valid email address.']);
  });
  it('sets the eSign link to expire in 30 days and refuses today or earlier', () => {
    expect(newESignValues(document, new Date(2026, 10, 26)).linkExpirationDate).toBe('2026-12-26');
    const schema = eSignFormSchema('2026-11-26');
    expect(schema.safeParse({ recipients: 'ada@example.com', message: '', linkExpirationDate: '2026-11-26' }).error?.issues[0]?.message).toBe(
      'The link expiration date must be after today.',
    );
    expect(schema.safeParse({ recipients: 'ada@example.com', message: '', linkExpirationDate: '2026-11-27' }).success).toBe(true);
  });
});

describe('eSign/ePay summary', () => {
  const eSign = { dateGenerated: '2026-11-20T15:00:00.000Z', linkExpirationDate: '2026-12-20', customerResponse: 'Awaiting eSign' as const, customerResponseDate: null };
  it('says a proposal awaits its signature until the link expires', () => {
    expect(eSignEPaySummary({ kind: 'proposal', eSign, amountDue: null, dueDate: null, status: 'Awaiting eSign' }, '2026-11-26')).toBe('eSign: awaiting, link expires 12/20/2026');
    expect(eSignEPaySummary({ kind: 'proposal', eSign, amountDue: null, dueDate: null, status: 'Awaiting eSign' }, '2026-12-21')).toBe('eSign: link expired 12/20/2026');
    expect(eSignEPaySummary({ kind: 'proposal', eSign: null, amountDue: null, dueDate: null, status: 'Pending' }, '2026-11-26')).toBe('');
  });
  it('gives an invoice its balance and due day, or paid in full', () => {
    expect(eSignEPaySummary({ kind: 'invoice', eSign: null, amountDue: 150.5, dueDate: '2026-12-10', status: 'Issued' }, '2026-11-26')).toBe('ePay: $150.50 due 12/10/2026');
    expect(eSignEPaySummary({ kind: 'invoice', eSign: null, amountDue: 0, dueDate: '2026-12-10', status: 'Paid' }, '2026-11-26')).toBe('ePay: paid in full');
    expect(isPaid({ kind: 'invoice', amountDue: 0 })).toBe(true);
    expect(isPaid({ kind: 'invoice', amountDue: 0.01 })).toBe(false);
    expect(formatLocalDay('2026-01-05')).toBe('01/05/2026');
  });
});
