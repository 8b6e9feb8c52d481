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
import { notFound, validationError } from './handler-utils';
import { invoiceAmountDue, invoiceSummary } from './job-views';
import { issueMessages, route } from './route';

/**
 * A job's payments (spec 2 §2 "Payments", §3 Payment): `PYMT_R` reads them, `PYMT_C` records one.
 * A payment belongs to the job and optionally to one of its invoices; the invoices feed the
 * dashboard's financial summary through their balances.
 */

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

const getAllByJobContext = route('get', endpoints.payment.getAllByJobContext, { allow: paymentPermissions.read, context: jobMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  if (!db.jobs.has(context)) return notFound(jobMessages.notFound);
  const payments = db.payments.where('job', context).sort((a, b) => compareKeys(a.date, b.date) || compareKeys(a.context, b.context));
  const answer: JobPaymentsResponse = {
    payments: payments.map((payment) => paymentView(db, payment)),
    totalPaid: Math.round(payments.reduce((sum, payment) => sum + payment.amount, 0) * 100) / 100,
    invoices: db.invoices
      .where('job', context)
      .sort((a, b) => compareKeys(a.date, b.date))
      .map((invoice) => invoiceSummary(db, invoice)),
  };
  return answer;
});

const recordPayment = route('post', endpoints.payment.create, { allow: paymentPermissions.create, body: recordPaymentRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  if (!db.jobs.has(body.jobContext)) return notFound(jobMessages.notFound);
  const invoice = body.invoiceContext ? db.invoices.get(body.invoiceContext) : null;
  if (body.invoiceContext && (!invoice || invoice.jobContext !== body.jobContext)) return validationError([paymentMessages.invoiceNotOnJob]);
  if (invoice) {
    const balance = invoiceAmountDue(db, invoice);
    if (body.amount > balance + 0.005) return validationError([paymentMessages.amountOverBalance(formatUsd(balance))]);
  }
  const payment = db.payments.insert({
    context: randomUuid(),
    jobContext: body.jobContext,
    invoiceContext: invoice?.context ?? null,
    date: new Date(body.date).toISOString(),
    amount: body.amount,
    method: body.paymentType,
    checkAuthNumber: body.detail.trim(),
    notes: body.notes,
  });
  return paymentView(db, payment);
});

export const paymentHandlers = [getAllByJobContext, recordPayment];
