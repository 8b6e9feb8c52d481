import { endpoints } from '../../src/config/endpoints';
import { formatUsd } from '../../src/lib/job-calculations';
import { paymentPermissions } from '../../src/lib/permission-codes';
import { jobMessages } from '../../src/lib/schemas/job-schemas';
import { paymentMessages, recordPaymentRequestSchema, type JobPaymentsResponse, type Payment as PaymentView } from '../../src/lib/schemas/job-payment-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { Payment } from '../db/types';
import { compareKeys } from '../lib/text-order';
import { PAYMENT_PROCESSING_ENABLED_CODE } from '../../src/lib/schemas/payment-provider-schemas';
import { clientToday } from './client-time';
import { actorOf, documentLabel, recordHistory } from './document-records';
import { invoiceAmountDue } from './document-views';
import { notFound, validationError } from './handler-utils';
import { invoiceSummary } from './job-views';
import { isAccountLinked } from './payment-provider-handlers';
import { issueMessages, route } from './route';

/**
 * A job's payments (spec 2 §2 "Payments", §3 Payment): `PYMT_R` reads them, `PYMT_C` records one.
 * A payment belongs to the job and optionally to one of its invoices; the invoices feed the
 * dashboard's financial summary through their balances. Card payments go through the simulated
 * payment provider, only while card payments are enabled (issue 15).
 */

/** Issue 15: a card payment without card payments enabled in settings. */
export const CARD_PAYMENTS_DISABLED_TEXT = 'Card payments are not enabled.';

/** Card payments are enabled: the processing setting is Yes and the provider account is linked. */
export function cardPaymentsEnabled(db: MockDb): boolean {
  return db.systemSettings.get(PAYMENT_PROCESSING_ENABLED_CODE)?.value === 'Yes' && isAccountLinked(db.paymentProviderAccount.get());
}

const AUTH_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** The simulated provider's authorization code of an approved charge (six characters, as the seed's). */
export function simulatedAuthorizationCode(): string {
  const values = new Uint8Array(6);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (value) => AUTH_ALPHABET[value % AUTH_ALPHABET.length]).join('');
}

export function paymentView(db: MockDb, payment: Payment): PaymentView {
  const invoice = db.invoices.get(payment.invoiceContext);
  return {
    context: payment.context,
    jobContext: payment.jobContext,
    date: payment.date,
    paymentType: { text: payment.method },
    amount: payment.amount,
    detail: payment.checkAuthNumber,
    notes: payment.notes,
    invoice: invoice ? { context: invoice.context, number: invoice.number } : null,
  };
}

const getAllByJobContext = route('get', endpoints.payment.getAllByJobContext, { allow: paymentPermissions.read, context: jobMessages.contextRequired }, ({ request, context }) => {
  const db = getDb();
  if (!db.jobs.has(context)) return notFound(jobMessages.notFound);
  const payments = db.payments.where('job', context).sort((a, b) => compareKeys(a.date, b.date) || compareKeys(a.context, b.context));
  const answer: JobPaymentsResponse = {
    payments: payments.map((payment) => paymentView(db, payment)),
    totalPaid: Math.round(payments.reduce((sum, payment) => sum + payment.amount, 0) * 100) / 100,
    invoices: db.invoices
      .where('job', context)
      .sort((a, b) => compareKeys(a.date, b.date))
      .map((invoice) => invoiceSummary(db, invoice, clientToday(request))),
  };
  return answer;
});

const recordPayment = route('post', endpoints.payment.create, { allow: paymentPermissions.create, body: recordPaymentRequestSchema, messages: issueMessages }, ({ user, body }) => {
  const db = getDb();
  if (!db.jobs.has(body.jobContext)) return notFound(jobMessages.notFound);
  const invoice = body.invoiceContext ? db.invoices.get(body.invoiceContext) : null;
  if (body.invoiceContext && (!invoice || invoice.jobContext !== body.jobContext)) return validationError([paymentMessages.invoiceNotOnJob]);
  if (invoice) {
    const balance = invoiceAmountDue(db, invoice);
    if (body.amount > balance + 0.005) return validationError([paymentMessages.amountOverBalance(formatUsd(balance))]);
  }
  const card = body.paymentType === 'Credit Card';
  if (card && !cardPaymentsEnabled(db)) return validationError([CARD_PAYMENTS_DISABLED_TEXT]);
  // The simulated provider approves the charge and answers its authorization code.
  const detail = body.detail.trim() || (card ? simulatedAuthorizationCode() : '');
  const payment = db.payments.insert({
    context: randomUuid(),
    jobContext: body.jobContext,
    invoiceContext: invoice?.context ?? null,
    date: new Date(body.date).toISOString(),
    amount: body.amount,
    method: body.paymentType,
    checkAuthNumber: detail,
    notes: body.notes,
  });
  if (invoice) {
    const what = `${payment.method} payment of ${formatUsd(payment.amount)}${detail ? ` (Check/Auth # ${detail})` : ''}`;
    const due = invoiceAmountDue(db, invoice);
    recordHistory(db, 'invoice', invoice.context, 'Payment', `${what} recorded; ${due > 0 ? `${formatUsd(due)} is still due` : `${documentLabel('invoice', invoice.number)} is paid`}.`, actorOf(db, user));
  }
  return paymentView(db, payment);
});

export const paymentHandlers = [getAllByJobContext, recordPayment];
