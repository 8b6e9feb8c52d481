import { endpoints } from '../../src/config/endpoints';
import type { FinancialSummary } from '../../src/lib/schemas/dashboard-schemas';
import { round2 } from '../db/seed-helpers';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { ProposalStatus } from '../db/types';
import { clientCalendar } from './client-time';
import { route } from './route';

/** Proposals still waiting on the customer. */
export const OPEN_PROPOSAL_STATUSES: readonly ProposalStatus[] = ['Pending', 'Awaiting eSign', 'Changes Requested'];
/** A balance at or below this is settled (floating point cents). */
const SETTLED = 0.005;

function sum(values: number[]): number {
  return round2(values.reduce((total, value) => total + value, 0));
}

/** The financial snapshot, computed from the records now; periods are client-local days. */
export function financialSummary(db: MockDb, request: Request, now = Date.now()): FinancialSummary {
  const calendar = clientCalendar(request, now);
  const proposals = db.proposals.all().filter((proposal) => OPEN_PROPOSAL_STATUSES.includes(proposal.status));
  const paidByInvoice = new Map<string, number>();
  for (const payment of db.payments.all()) {
    if (payment.invoiceContext) paidByInvoice.set(payment.invoiceContext, (paidByInvoice.get(payment.invoiceContext) ?? 0) + payment.amount);
  }
  const open = db.invoices
    .all()
    .filter((invoice) => invoice.issued)
    .map((invoice) => ({ invoice, balance: round2(invoice.total - (paidByInvoice.get(invoice.context) ?? 0)) }))
    .filter(({ balance }) => balance > SETTLED);
  const pastDue = open.filter(({ invoice }) => invoice.dueDate < calendar.today.date);
  const awaiting = open.filter(({ invoice }) => invoice.dueDate >= calendar.today.date);
  const paymentsFrom = (start: number) =>
    db.payments.all().filter((payment) => {
      const at = Date.parse(payment.date);
      return at >= start && at < calendar.today.end;
    });
  const today = paymentsFrom(calendar.today.start);
  const last7 = paymentsFrom(calendar.daysBefore(6));
  const last30 = paymentsFrom(calendar.daysBefore(29));
  const ytd = paymentsFrom(calendar.yearStart);
  return {
    proposalCount: proposals.length,
    proposalTotal: sum(proposals.map((proposal) => proposal.total)),
    invoicePastDueCount: pastDue.length,
    invoicePastDueTotal: sum(pastDue.map(({ balance }) => balance)),
    invoiceAwaitingPaymentCount: awaiting.length,
    invoiceAwaitingPaymentTotal: sum(awaiting.map(({ balance }) => balance)),
    paymentsTodayCount: today.length,
    paymentsTodayTotal: sum(today.map((payment) => payment.amount)),
    paymentsLast7DaysCount: last7.length,
    paymentsLast7DaysTotal: sum(last7.map((payment) => payment.amount)),
    paymentsLast30DaysCount: last30.length,
    paymentsLast30DaysTotal: sum(last30.map((payment) => payment.amount)),
    paymentsYTDCount: ytd.length,
    paymentsYTDTotal: sum(ytd.map((payment) => payment.amount)),
  };
}

const getFinancialSummary = route('get', endpoints.analytics.getFinancialSummary, { allow: 'ADMINISTRATOR' }, ({ request }) =>
  financialSummary(getDb(), request),
);

export const analyticsHandlers = [getFinancialSummary];
