import { endpoints } from '../../src/config/endpoints';
import type { FinancialSummary } from '../../src/lib/schemas/dashboard-schemas';
import { round2 } from '../db/seed-helpers';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { ProposalStatus } from '../db/types';
import { clientCalendar } from './client-time';
import { invoiceAmountDue, invoiceStatus } from './document-views';
import { route } from './route';

/** Proposals still waiting on the customer. */
export const OPEN_PROPOSAL_STATUSES: readonly ProposalStatus[] = ['Pending', 'Awaiting eSign', 'Changes Requested'];
function sum(values: number[]): number {
  return round2(values.reduce((total, value) => total + value, 0));
}

/** The financial snapshot, computed from the records now; periods are client-local days. */
export function financialSummary(db: MockDb, request: Request, now = Date.now()): FinancialSummary {
  const calendar = clientCalendar(request, now);
  const proposals = db.proposals.all().filter((proposal) => OPEN_PROPOSAL_STATUSES.includes(proposal.status));
  // Invoice balances and statuses as the invoice list shows them (`document-views.ts`).
  const open = db.invoices
    .all()
    .map((invoice) => {
      const balance = invoiceAmountDue(db, invoice);
      return { invoice, balance, status: invoiceStatus(invoice, balance, calendar.today.date) };
    })
    .filter(({ status }) => status === 'Issued' || status === 'Past Due');
  const pastDue = open.filter(({ status }) => status === 'Past Due');
  const awaiting = open.filter(({ status }) => status === 'Issued');
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
