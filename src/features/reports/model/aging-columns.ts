import { agingBucketLabels, agingBuckets } from '@/lib/reports/report-periods';
import type { AgingCustomer, AgingInvoice, AccountsAgingReport } from '@/lib/schemas/report-schemas';
import type { ReportColumn } from './report-columns';

/** The Accounts Aging tables' columns (the screen's and the export's). No React. */
const bucketColumns: ReportColumn<AgingCustomer>[] = agingBuckets.map((bucket) => ({ id: bucket, header: agingBucketLabels[bucket], kind: 'money', value: (row) => row[bucket] }));

export const agingCustomerColumns: ReportColumn<AgingCustomer>[] = [
  { id: 'customer', header: 'Customer', kind: 'text', value: (row) => row.customerName, width: 32 },
  { id: 'invoices', header: 'Invoices', kind: 'number', value: (row) => row.invoiceCount, width: 10 },
  ...bucketColumns,
  { id: 'total', header: 'Total', kind: 'money', value: (row) => row.total },
];

/** The totals row: the column totals and the grand total. */
export function agingTotalRow(report: AccountsAgingReport): AgingCustomer {
  return { context: '', customerName: 'Total', invoiceCount: report.customers.reduce((sum, customer) => sum + customer.invoiceCount, 0), ...report.totals };
}

export type AgingInvoiceRow = AgingInvoice | { context: ''; number: null; total: true; amountDue: number };

export const agingInvoiceColumns: ReportColumn<AgingInvoiceRow>[] = [
  { id: 'invoice', header: 'Invoice #', kind: 'text', value: (row) => ('total' in row ? 'Total' : String(row.number)), width: 12 },
  { id: 'date', header: 'Date', kind: 'date', value: (row) => ('total' in row ? null : row.date), width: 12 },
  { id: 'dueDate', header: 'Due Date', kind: 'date', value: (row) => ('total' in row ? null : row.dueDate), width: 12 },
  { id: 'daysPastDue', header: 'Days Past Due', kind: 'number', value: (row) => ('total' in row ? null : Math.max(0, row.daysPastDue)), width: 14 },
  { id: 'bucket', header: 'Aging', kind: 'text', value: (row) => ('total' in row ? '' : agingBucketLabels[row.bucket]), width: 10 },
  { id: 'amountDue', header: 'Amount Due', kind: 'money', value: (row) => row.amountDue },
];

export function agingInvoiceTotalRow(customer: AgingCustomer | undefined): AgingInvoiceRow {
  return { context: '', number: null, total: true, amountDue: customer?.total ?? 0 };
}

/** The chart's bars: the amount in each bucket. */
export function agingChartData(amounts: Pick<AgingCustomer, (typeof agingBuckets)[number]>) {
  return { labels: agingBuckets.map((bucket) => agingBucketLabels[bucket]), data: agingBuckets.map((bucket) => amounts[bucket]) };
}
