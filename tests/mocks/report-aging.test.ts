// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountsAgingReportSchema } from '../../src/lib/schemas/report-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { createStore } from '../../mocks/db/mock-store';
import { createSeed } from '../../mocks/db/seed';
import { accountsAgingReport } from '../../mocks/handlers/report-aging';
import { get, signIn, useMockServer } from './mock-api';

useMockServer();

const DAY = 86_400_000;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The open invoices as the invoice screens count them, worked out here in whole cents. */
function openInvoices(asOf: string) {
  const db = getDb();
  return db.invoices
    .all()
    .filter((invoice) => invoice.issued && invoice.date.slice(0, 10) <= asOf)
    .map((invoice) => {
      const paid = db.payments.all().filter((payment) => payment.invoiceContext === invoice.context).reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
      const dueCents = Math.max(0, Math.round(invoice.total * 100) - paid);
      const late = Math.round((Date.parse(asOf) - Date.parse(invoice.dueDate)) / DAY);
      return { invoice, dueCents, late };
    })
    .filter((entry) => entry.dueCents > 0);
}

function bucketOf(late: number): string {
  if (late <= 0) return 'current';
  if (late <= 30) return 'days1to30';
  if (late <= 60) return 'days31to60';
  if (late <= 90) return 'days61to90';
  return 'over90';
}

const cents = (value: number) => Math.round(value * 100);

async function aging(token: string, query: string) {
  const response = await get(`Report/AccountsAging?${query}`, token);
  expect(response.status).toBe(200);
  return accountsAgingReportSchema.parse(await response.json());
}

describe('GET Report/AccountsAging', () => {
  it('needs RPT_R', async () => {
    expect((await get('Report/AccountsAging')).status).toBe(401);
    const { accessToken } = await signIn(seededUsernames.tech);
    expect((await get('Report/AccountsAging', accessToken)).status).toBe(403);
  });

  it('answers 400 for a date that is not one', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const response = await get('Report/AccountsAging?asOf=2026-02-30', accessToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(['Enter a valid date.']);
  });

  it("totals the open invoices' amounts due, each in the bucket of its due date, with row and column totals", async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const asOf = today();
    const report = await aging(accessToken, `asOf=${asOf}`);
    const open = openInvoices(asOf);
    expect(open.length).toBeGreaterThan(3);
    const expectedTotal = open.reduce((sum, entry) => sum + entry.dueCents, 0);
    expect(cents(report.totals.total)).toBe(expectedTotal);
    for (const bucket of ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const) {
      const inBucket = open.filter((entry) => bucketOf(entry.late) === bucket).reduce((sum, entry) => sum + entry.dueCents, 0);
      expect(cents(report.totals[bucket])).toBe(inBucket);
      expect(report.customers.reduce((sum, customer) => sum + cents(customer[bucket]), 0)).toBe(inBucket);
    }
    // Seeded invoices reach past due buckets, not only Current.
    expect(report.totals.current).toBeLessThan(report.totals.total);
    for (const customer of report.customers) {
      const mine = open.filter((entry) => entry.invoice.billingCustomerContext === customer.context);
      expect(customer.invoiceCount).toBe(mine.length);
      expect(cents(customer.total)).toBe(mine.reduce((sum, entry) => sum + entry.dueCents, 0));
      expect(cents(customer.current) + cents(customer.days1to30) + cents(customer.days31to60) + cents(customer.days61to90) + cents(customer.over90)).toBe(cents(customer.total));
    }
    expect(report.invoices).toEqual([]);
  });

  it("drills down to one customer's invoices: each in exactly the bucket its due date falls in", async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const asOf = today();
    const all = await aging(accessToken, `asOf=${asOf}`);
    const customer = [...all.customers].sort((a, b) => b.invoiceCount - a.invoiceCount)[0]!;
    const report = await aging(accessToken, `asOf=${asOf}&customer=${customer.context}`);
    expect(report.customers).toEqual([customer]);
    const mine = openInvoices(asOf).filter((entry) => entry.invoice.billingCustomerContext === customer.context);
    expect(report.invoices.map((invoice) => invoice.context).sort()).toEqual(mine.map((entry) => entry.invoice.context).sort());
    for (const invoice of report.invoices) {
      const entry = mine.find((candidate) => candidate.invoice.context === invoice.context)!;
      expect(invoice.daysPastDue).toBe(entry.late);
      expect(invoice.bucket).toBe(bucketOf(entry.late));
      expect(cents(invoice.amountDue)).toBe(entry.dueCents);
      expect(invoice.dueDate).toBe(entry.invoice.dueDate);
    }
  });

  it('ages from an earlier date: invoices made after it are left out, and the rest age less', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const asOf = new Date(Date.now() - 45 * DAY).toISOString().slice(0, 10);
    const report = await aging(accessToken, `asOf=${asOf}`);
    expect(cents(report.totals.total)).toBe(openInvoices(asOf).reduce((sum, entry) => sum + entry.dueCents, 0));
    expect(cents(report.totals.over90)).toBe(openInvoices(asOf).filter((entry) => entry.late > 90).reduce((sum, entry) => sum + entry.dueCents, 0));
  });

  it('stays fast on the large seed', () => {
    const db = createStore(createSeed(new Date(), 'large'));
    const started = performance.now();
    const report = accountsAgingReport(db, today(), 0);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(report.customers.length).toBeGreaterThan(100);
  });
});
