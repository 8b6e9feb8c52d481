import type Big from 'big.js';
import { toCentsNumber, toDecimal, ZERO } from '../../src/lib/job-calculations';
import { agingBucketOf, daysBetween, type AgingBucket } from '../../src/lib/reports/report-periods';
import type { AccountsAgingReport, AgingAmounts, AgingCustomer, AgingInvoice } from '../../src/lib/schemas/report-schemas';
import type { MockDb } from '../db/mock-store';
import { customerName } from '../db/record-views';
import { compareKeys, compareText } from '../lib/text-order';
import { clientDateText } from './client-time';
import { invoiceAmountDue } from './document-views';

/**
 * Accounts Aging (issue 19): every issued invoice with an amount due (the invoice screens' own
 * `invoiceAmountDue`), dated on or before `asOf`, by its billing customer, in the bucket its due
 * date (set from the payment terms when the invoice was made) puts it on `asOf`. One pass over the
 * invoices; each invoice's payments come from the payments' invoice index. Sums in decimal.
 */

type Sums = Record<AgingBucket | 'total', Big>;

function emptySums(): Sums {
  return { current: ZERO, days1to30: ZERO, days31to60: ZERO, days61to90: ZERO, over90: ZERO, total: ZERO };
}

function addTo(sums: Sums, bucket: AgingBucket, amount: Big): void {
  sums[bucket] = sums[bucket].plus(amount);
  sums.total = sums.total.plus(amount);
}

function amounts(sums: Sums): AgingAmounts {
  return {
    current: toCentsNumber(sums.current),
    days1to30: toCentsNumber(sums.days1to30),
    days31to60: toCentsNumber(sums.days31to60),
    days61to90: toCentsNumber(sums.days61to90),
    over90: toCentsNumber(sums.over90),
    total: toCentsNumber(sums.total),
  };
}

export function accountsAgingReport(db: MockDb, asOf: string, offsetMinutes: number, customer?: string): AccountsAgingReport {
  const byCustomer = new Map<string, { sums: Sums; count: number }>();
  const totals = emptySums();
  const invoices: AgingInvoice[] = [];
  for (const invoice of db.invoices.all()) {
    if (!invoice.issued || (customer && invoice.billingCustomerContext !== customer)) continue;
    const date = clientDateText(Date.parse(invoice.date), offsetMinutes);
    if (date > asOf) continue;
    const amountDue = invoiceAmountDue(db, invoice);
    if (amountDue <= 0) continue;
    const daysPastDue = daysBetween(invoice.dueDate, asOf);
    const bucket = agingBucketOf(daysPastDue);
    const amount = toDecimal(amountDue);
    let entry = byCustomer.get(invoice.billingCustomerContext);
    if (!entry) {
      entry = { sums: emptySums(), count: 0 };
      byCustomer.set(invoice.billingCustomerContext, entry);
    }
    addTo(entry.sums, bucket, amount);
    entry.count += 1;
    addTo(totals, bucket, amount);
    if (customer) invoices.push({ context: invoice.context, number: invoice.number, jobContext: invoice.jobContext, date, dueDate: invoice.dueDate, daysPastDue, bucket, amountDue });
  }
  const customers: AgingCustomer[] = [...byCustomer].map(([context, entry]) => {
    const record = db.customers.get(context);
    return { context, customerName: record ? customerName(record) : '', invoiceCount: entry.count, ...amounts(entry.sums) };
  });
  customers.sort((a, b) => compareText(a.customerName, b.customerName) || compareKeys(a.context, b.context));
  invoices.sort((a, b) => compareKeys(a.dueDate, b.dueDate) || a.number - b.number);
  return { asOf, customers, totals: amounts(totals), invoices };
}
