// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collectionNames, collectionOf, createStore } from '../../mocks/db/mock-store';
import { createSeed } from '../../mocks/db/seed';

describe('the large seed', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  const seed = createSeed(now, 'large');

  it('holds thousands of records of each kind the performance work needs', () => {
    expect(seed.seedKind).toBe('large');
    expect(seed.customers).toHaveLength(5_000);
    expect(seed.jobs).toHaveLength(10_000);
    expect(seed.appointments).toHaveLength(20_000);
    expect(seed.pricebookItems).toHaveLength(5_000);
    expect(seed.invoices).toHaveLength(3_000);
    expect(seed.jobDetails.length).toBeGreaterThanOrEqual(20_000);
    expect(seed.intakes.length).toBeGreaterThanOrEqual(5_000);
    expect(seed.payments.length).toBeGreaterThan(1_000);
    expect(seed.customers.filter((customer) => customer.parentContext !== null).length).toBeGreaterThan(100);
    expect(seed.customers.filter((customer) => !customer.active).length).toBeGreaterThan(100);
    expect(seed.customers.every((customer) => customer.addresses.length > 0 && customer.telephoneList.length > 0 && customer.emailList.length > 0)).toBe(true);
  });

  it("gives its first job 200 lines, numbered in order, for the bench's long job", () => {
    const first = seed.jobs[0]!;
    const lines = seed.jobDetails.filter((line) => line.jobContext === first.context);
    expect(lines).toHaveLength(200);
    expect(lines.map((line) => line.order)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    expect(seed.jobDetails.filter((line) => line.jobContext === seed.jobs[1]!.context).length).toBeLessThanOrEqual(4);
  });

  it('links its records to records that exist', () => {
    const db = createStore(seed);
    for (const job of seed.jobs.slice(0, 500)) {
      expect(db.customers.has(job.serviceCustomerContext)).toBe(true);
      expect(db.jobDetails.count('job', job.context)).toBeGreaterThanOrEqual(2);
    }
    for (const line of seed.jobDetails.slice(0, 500)) expect(db.pricebookItems.has(line.pricebookItemContext)).toBe(true);
    for (const appointment of seed.appointments.slice(0, 500)) expect(db.jobs.has(appointment.jobContext)).toBe(true);
    for (const payment of seed.payments.slice(0, 500)) expect(db.invoices.get(payment.invoiceContext)?.jobContext).toBe(payment.jobContext);
    const contexts = [seed.customers, seed.jobs, seed.appointments, seed.jobDetails, seed.invoices, seed.sentEmails].flatMap((records) => records.map((record) => record.context));
    expect(new Set(contexts).size).toBe(contexts.length);
  });

  it('holds thousands of sent emails to its customers, all sent before the seed was built', () => {
    const db = createStore(seed);
    const emails = seed.sentEmails;
    expect(emails.length).toBeGreaterThanOrEqual(3_000);
    expect(emails.every((email) => Date.parse(email.sent) < now.getTime() && email.to.length > 0 && email.subject !== '')).toBe(true);
    expect(emails.filter((email) => email.subject.startsWith('Invoice #')).length).toBeGreaterThan(1_000);
    expect(emails.filter((email) => email.subject.startsWith('Proposal #')).length).toBeGreaterThan(500);
    for (const email of emails.slice(0, 500)) expect(db.customers.has(email.customerSummary?.context ?? '')).toBe(true);
    const resends = emails.filter((email) => email.hasParent);
    expect(resends.length).toBeGreaterThan(10);
    for (const resend of resends) {
      const original = db.sentEmails.get(resend.parentContext ?? '');
      expect({ hasChild: original?.hasChild, subject: original?.subject, before: original!.sent < resend.sent }).toEqual({ hasChild: true, subject: resend.subject, before: true });
    }
    const withCalendar = emails.filter((email) => email.attachments.length > 0);
    expect(withCalendar.length).toBeGreaterThan(100);
    const [attachment] = withCalendar[0]!.attachments;
    expect(db.sentEmails.first('attachment', attachment!.context)?.context).toBe(withCalendar[0]!.context);
    expect(new TextDecoder().decode(Uint8Array.from(atob(attachment!.data ?? ''), (character) => character.charCodeAt(0)))).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*SUMMARY:/);
  });

  it('is the same every time it is built', () => {
    const again = createSeed(now, 'large');
    expect(again.customers.slice(0, 20)).toEqual(seed.customers.slice(0, 20));
    expect(again.jobs.slice(0, 20)).toEqual(seed.jobs.slice(0, 20));
    expect(again.jobDetails.slice(-20)).toEqual(seed.jobDetails.slice(-20));
    expect(again.appointments.slice(-20)).toEqual(seed.appointments.slice(-20));
    expect(again.pricebookItems.slice(0, 20)).toEqual(seed.pricebookItems.slice(0, 20));
    expect(again.sentEmails.slice(-20)).toEqual(seed.sentEmails.slice(-20));
  });
});

describe('both seeds, once stored', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  it.each(['small', 'large'] as const)('the %s seed keeps every record: no two records of a kind share a key', (kind) => {
    const seed = createSeed(now, kind);
    const db = createStore(seed);
    for (const name of collectionNames) {
      const records = seed[name] as unknown[];
      expect({ name, stored: collectionOf(db, name).all().length }).toEqual({ name, stored: records.length });
    }
  });
});
