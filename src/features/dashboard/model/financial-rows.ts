import type { FinancialSummary } from '@/lib/schemas/dashboard-schemas';

export interface FinancialRow {
  label: string;
  count: number;
  total: number;
  /** The list page the row opens. */
  area: 'proposals' | 'invoices' | 'payments';
}

/** The financial summary as the snapshot's rows (spec 1 §3, §9: today, past 7 days, past 30 days, year to date). */
export function financialRows(summary: FinancialSummary): FinancialRow[] {
  return [
    { label: 'Open Proposals', count: summary.proposalCount, total: summary.proposalTotal, area: 'proposals' },
    { label: 'Invoices Past Due', count: summary.invoicePastDueCount, total: summary.invoicePastDueTotal, area: 'invoices' },
    {
      label: 'Invoices Awaiting Payment',
      count: summary.invoiceAwaitingPaymentCount,
      total: summary.invoiceAwaitingPaymentTotal,
      area: 'invoices',
    },
    { label: 'Payments Today', count: summary.paymentsTodayCount, total: summary.paymentsTodayTotal, area: 'payments' },
    { label: 'Payments Last 7 Days', count: summary.paymentsLast7DaysCount, total: summary.paymentsLast7DaysTotal, area: 'payments' },
    { label: 'Payments Last 30 Days', count: summary.paymentsLast30DaysCount, total: summary.paymentsLast30DaysTotal, area: 'payments' },
    { label: 'Payments Year to Date', count: summary.paymentsYTDCount, total: summary.paymentsYTDTotal, area: 'payments' },
  ];
}
