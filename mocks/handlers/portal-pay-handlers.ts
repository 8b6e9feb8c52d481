import { HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { formatUsd } from '../../src/lib/job-calculations';
import { PORTAL_TEST_CARDS, portalMessages, portalPayRequestSchema, type PortalPayResponse } from '../../src/lib/schemas/portal-schemas';
import { randomUuid } from '../db/ids';
import { recordSentEmail } from '../db/outbox';
import { getDb } from '../db/store';
import { documentLabel, recordHistory } from './document-records';
import { emailCustomerSummary } from './document-send-handlers';
import { invoiceAmountDue } from './document-views';
import { clientError, validationError } from './handler-utils';
import { idempotencyKeyOf, runIdempotent } from './idempotency';
import { cardPaymentsEnabled, simulatedAuthorizationCode } from './payment-handlers';
import { resolvePortalToken } from './portal-tokens';
import { minimumPayment, portalInvoice } from './portal-views';
import { issueMessages, route } from './route';
import { recordCustomerChange } from './change-recording';
import { escapeHtml } from './simulated-pages';

/**
 * `POST Portal/PayInvoice` (issue 18): a card payment through the simulated provider, in test mode.
 * 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (422, the provider's message);
 * 4000 0000 0000 9995 answers 503 (retryable, `Retry-After: 1`) the first time it is tried on an
 * invoice's link and succeeds the next time. With an `Idempotency-Key` the call runs once per link
 * and key: a repeat answers the first receipt again and never charges twice (a failed attempt is not
 * kept, so its retry with the same key runs again).
 */

/** Links whose retry card already answered its retryable error once (in memory, per store). */
const retriedByStore = new WeakMap<object, Set<string>>();

function retriedOf(db: object): Set<string> {
  let found = retriedByStore.get(db);
  if (!found) retriedByStore.set(db, (found = new Set()));
  return found;
}

/** The expiry's month has not ended (MM/YY, UTC). */
function expiryUsable(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const end = Date.UTC(2000 + year, month, 1);
  return end > now.getTime();
}

export const portalPayHandler = route('post', endpoints.portal.payInvoice, { allow: 'public', body: portalPayRequestSchema, messages: issueMessages }, async ({ request, body }) => {
  const db = getDb();
  const granted = resolvePortalToken(db, request, 'invoice', body.token);
  if (granted instanceof Response) return granted;
  const { grant } = granted;
  const retried = retriedOf(db);
  const charge = (): Promise<Response> => {
    const invoice = db.invoices.get(grant.documentContext);
    if (!invoice) return Promise.resolve(clientError(portalMessages.deleted));
    if (!cardPaymentsEnabled(db)) return Promise.resolve(clientError(portalMessages.cardPaymentsDisabled));
    const due = invoiceAmountDue(db, invoice);
    if (due <= 0) return Promise.resolve(clientError(portalMessages.nothingDue));
    const amount = Math.round(body.amount * 100) / 100;
    if (amount > due + 0.005) return Promise.resolve(validationError([portalMessages.amountOverDue(formatUsd(due))]));
    const minimum = minimumPayment(db, due);
    if (amount < minimum - 0.005) return Promise.resolve(validationError([portalMessages.amountBelowMinimum(formatUsd(minimum))]));
    if (!expiryUsable(body.expiry)) return Promise.resolve(validationError([portalMessages.expiryPast]));
    if (body.cardNumber === PORTAL_TEST_CARDS.declined) return Promise.resolve(clientError(portalMessages.declined));
    if (body.cardNumber === PORTAL_TEST_CARDS.needsRetry && !retried.has(grant.token)) {
      retried.add(grant.token);
      return Promise.resolve(HttpResponse.text(portalMessages.retry, { status: 503, headers: { 'Retry-After': '1' } }));
    }
    if (body.cardNumber !== PORTAL_TEST_CARDS.succeeds && body.cardNumber !== PORTAL_TEST_CARDS.needsRetry) return Promise.resolve(clientError(portalMessages.testCardsOnly));
    retried.delete(grant.token);
    const authorizationCode = simulatedAuthorizationCode();
    const card = `Visa ending ${body.cardNumber.slice(-4)}`;
    const payment = db.payments.insert({
      context: randomUuid(),
      jobContext: invoice.jobContext,
      invoiceContext: invoice.context,
      date: new Date().toISOString(),
      amount,
      method: 'Credit Card',
      checkAuthNumber: authorizationCode,
      notes: `Paid in the customer portal by ${body.nameOnCard} (${grant.recipient}), ${card}.`,
    });
    const left = invoiceAmountDue(db, invoice);
    const label = documentLabel('invoice', invoice.number);
    recordHistory(
      db,
      'invoice',
      invoice.context,
      'Payment',
      `Credit Card payment of ${formatUsd(amount)} (Check/Auth # ${authorizationCode}) made in the customer portal by ${body.nameOnCard} <${grant.recipient}>; ${left > 0 ? `${formatUsd(left)} is still due` : `${label} is paid`}.`,
      { userId: null, userName: body.nameOnCard },
    );
    recordSentEmail(db, {
      subject: `Receipt: ${formatUsd(amount)} paid on ${label}`,
      to: [{ personName: body.nameOnCard, emailAddress: grant.recipient }],
      body: [
        `<p>Thank you for your payment to ${escapeHtml(db.companyInfo.get().companyName)}.</p>`,
        `<p>${escapeHtml(label)}: ${formatUsd(amount)} by ${escapeHtml(card)}, authorization ${authorizationCode}.</p>`,
        `<p>Amount still due: ${formatUsd(left)}</p>`,
      ].join('\n'),
      customerSummary: emailCustomerSummary(db, invoice.serviceCustomerContext),
    });
    recordCustomerChange(
      [
        { entity: 'payment', context: payment.context },
        { entity: 'document', context: invoice.context },
        { entity: 'job', context: invoice.jobContext },
      ],
      body.nameOnCard,
    );
    const receipt: PortalPayResponse = {
      receiptNumber: payment.context.slice(0, 8).toUpperCase(),
      authorizationCode,
      amount,
      card,
      date: payment.date,
      invoice: portalInvoice(db, db.invoices.get(invoice.context)!, grant),
    };
    return Promise.resolve(HttpResponse.json(receipt));
  };
  const key = idempotencyKeyOf(request);
  return key ? runIdempotent({ id: `portal:${grant.token}` }, key, endpoints.portal.payInvoice, charge) : charge();
});
