// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { documentHistorySchema } from '../../src/lib/schemas/document-schemas';
import { PORTAL_MIN_PAYMENT_PERCENT_CODE, PORTAL_MIN_PAYMENT_PERCENT_MESSAGE, portalInvoiceSchema, portalMessages, portalPayResponseSchema, type PortalPayRequest } from '../../src/lib/schemas/portal-schemas';
import { getDb } from '../../mocks/db/store';
import { get, post, useMockServer } from './mock-api';
import { keysIn, query, tokens } from './job-fixtures';
import { getDocument, remove } from './document-fixtures';
import { emailedInvoice, enableCardPayments, freshIp, portalGet, portalPost, STAFF_FIELDS } from './portal-fixtures';

useMockServer();

function pay(token: string, amount: number, cardNumber = '4242 4242 4242 4242'): PortalPayRequest {
  return { token, amount, cardNumber, expiry: '12/39', cvc: '123', nameOnCard: 'Pat Customer' };
}

describe('the portal view of an invoice', () => {
  it('is linked from the invoice email, shows lines, payments and amount due, and no staff field', async () => {
    const { office } = await tokens();
    const { context, token } = await emailedInvoice(office);
    const email = getDb().sentEmails.all().at(-1)!;
    expect(email.body).toContain(`#/customer-portal/invoice/${token}`);
    const stored = getDb().portalTokens.get(token)!;
    const dueDate = getDb().invoices.get(context)!.dueDate;
    expect(stored.expiresOn >= new Date(Date.parse(dueDate) + 30 * 86_400_000).toISOString().slice(0, 10)).toBe(true);

    const response = await portalGet(endpoints.portal.getInvoice, token, freshIp());
    expect(response.status).toBe(200);
    const json: unknown = await response.json();
    const view = portalInvoiceSchema.parse(json);
    expect(view).toMatchObject({ status: 'Issued', amountDue: 271.05, cardPaymentsEnabled: false, minimumPayment: 67.77, payments: [] });
    const keys = keysIn(json);
    for (const field of STAFF_FIELDS) expect(keys.has(field), field).toBe(false);
  });

  it('refuses a deleted invoice’s link', async () => {
    const { office } = await tokens();
    const { context, token, job } = await emailedInvoice(office);
    expect((await remove(endpoints.invoice.delete, { jobContext: job.context, context }, office)).status).toBe(200);
    const answer = await portalGet(endpoints.portal.getInvoice, token, freshIp());
    expect(answer.status).toBe(410);
    expect(await answer.json()).toMatchObject({ reason: 'Deleted' });
  });
});

describe('paying an invoice in the portal', () => {
  it('needs card payments enabled', async () => {
    const { office } = await tokens();
    const { token } = await emailedInvoice(office);
    const answer = await portalPost(endpoints.portal.payInvoice, pay(token, 271.05), freshIp());
    expect(answer.status).toBe(422);
    expect(await answer.text()).toBe(portalMessages.cardPaymentsDisabled);
  });

  it('takes a partial payment down to the minimum, then the rest: a Credit Card payment, a receipt email, Paid at 0', async () => {
    const { office } = await tokens();
    enableCardPayments();
    const { context, token, job } = await emailedInvoice(office);
    const ip = freshIp();
    const low = await portalPost(endpoints.portal.payInvoice, pay(token, 50), ip);
    expect(low.status).toBe(400);
    expect(await low.json()).toEqual([portalMessages.amountBelowMinimum('$67.77')]);
    const over = await portalPost(endpoints.portal.payInvoice, pay(token, 300), ip);
    expect(await over.json()).toEqual([portalMessages.amountOverDue('$271.05')]);

    const before = getDb().sentEmails.size;
    const first = await portalPost(endpoints.portal.payInvoice, pay(token, 100), ip, { 'Idempotency-Key': 'pay-1' });
    expect(first.status).toBe(200);
    const receipt = portalPayResponseSchema.parse(await first.json());
    expect(receipt).toMatchObject({ amount: 100, card: 'Visa ending 4242', invoice: { amountDue: 171.05, payments: [{ method: 'Credit Card', amount: 100 }] } });
    expect(receipt.authorizationCode).toMatch(/^[A-Z0-9]{6}$/);
    const receiptEmail = getDb().sentEmails.all().slice(before);
    expect(receiptEmail).toHaveLength(1);
    expect(receiptEmail[0]).toMatchObject({ to: [{ emailAddress: 'pat@example.test' }] });
    expect(receiptEmail[0]!.customerSummary).not.toBeNull();

    // The same key again answers the same receipt and never charges twice.
    const replay = await portalPost(endpoints.portal.payInvoice, pay(token, 100), ip, { 'Idempotency-Key': 'pay-1' });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(portalPayResponseSchema.parse(await replay.json()).authorizationCode).toBe(receipt.authorizationCode);
    expect(getDb().payments.where('invoice', context)).toHaveLength(1);

    // $171.05 due: 25% is $42.77.
    expect(portalInvoiceSchema.parse(await (await portalGet(endpoints.portal.getInvoice, token, ip)).json()).minimumPayment).toBe(42.77);
    const rest = await portalPost(endpoints.portal.payInvoice, pay(token, 171.05), ip, { 'Idempotency-Key': 'pay-2' });
    expect(portalPayResponseSchema.parse(await rest.json()).invoice).toMatchObject({ amountDue: 0, status: 'Paid', minimumPayment: 0 });
    expect((await getDocument('invoice', context, office)).status).toBe('Paid');
    const nothing = await portalPost(endpoints.portal.payInvoice, pay(token, 1), ip);
    expect(nothing.status).toBe(422);
    expect(await nothing.text()).toBe(portalMessages.nothingDue);

    const payments = (await (await get(query(endpoints.payment.getAllByJobContext, { context: job.context }), office)).json()) as { payments: { paymentType: { text: string }; amount: number }[] };
    expect(payments.payments.map((payment) => [payment.paymentType.text, payment.amount])).toEqual([['Credit Card', 100], ['Credit Card', 171.05]]);
    const history = documentHistorySchema.parse(await (await get(query(endpoints.invoice.getHistory, { context }), office)).json());
    expect(history.at(-1)).toMatchObject({ action: 'Payment', userName: 'Pat Customer' });
    expect(history.at(-1)!.description).toContain('is paid');
  });

  it('answers the declined card with the provider’s message and the retry card with a retryable error first', async () => {
    const { office } = await tokens();
    enableCardPayments();
    const { context, token } = await emailedInvoice(office);
    const ip = freshIp();
    const declined = await portalPost(endpoints.portal.payInvoice, pay(token, 271.05, '4000 0000 0000 0002'), ip);
    expect(declined.status).toBe(422);
    expect(await declined.text()).toBe('Your card was declined.');
    const unknownCard = await portalPost(endpoints.portal.payInvoice, pay(token, 271.05, '5555 5555 5555 4444'), ip);
    expect(await unknownCard.text()).toBe(portalMessages.testCardsOnly);

    const busy = await portalPost(endpoints.portal.payInvoice, pay(token, 271.05, '4000 0000 0000 9995'), ip, { 'Idempotency-Key': 'retry-1' });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toBe('1');
    expect(await busy.text()).toBe(portalMessages.retry);
    expect(getDb().payments.where('invoice', context)).toHaveLength(0);
    const retried = await portalPost(endpoints.portal.payInvoice, pay(token, 271.05, '4000 0000 0000 9995'), ip, { 'Idempotency-Key': 'retry-1' });
    expect(retried.status).toBe(200);
    expect(getDb().payments.where('invoice', context)).toHaveLength(1);
    // Without a key, a second full payment is refused: nothing is left to pay.
    expect((await portalPost(endpoints.portal.payInvoice, pay(token, 271.05), ip)).status).toBe(422);
  });

  it('asks the whole amount when less than $50 is due, and follows the minimum setting', async () => {
    const { office, admin } = await tokens();
    enableCardPayments();
    const update = (value: unknown, token = admin) => post(endpoints.systemSettingGroups.updatePortalMinimumPayment, { code: PORTAL_MIN_PAYMENT_PERCENT_CODE, value }, token);
    expect((await update('50', office)).status).toBe(403);
    for (const wrong of ['0', '101', '12.5', 'x']) expect(await (await update(wrong)).json()).toEqual([PORTAL_MIN_PAYMENT_PERCENT_MESSAGE]);
    expect(await (await update('50')).json()).toMatchObject({ code: PORTAL_MIN_PAYMENT_PERCENT_CODE, value: '50', category: 'PAYMENT' });
    const { token } = await emailedInvoice(office);
    const ip = freshIp();
    expect(portalInvoiceSchema.parse(await (await portalGet(endpoints.portal.getInvoice, token, ip)).json()).minimumPayment).toBe(135.53);
    expect((await portalPost(endpoints.portal.payInvoice, pay(token, 231.05), ip)).status).toBe(200);
    const view = portalInvoiceSchema.parse(await (await portalGet(endpoints.portal.getInvoice, token, ip)).json());
    expect(view).toMatchObject({ amountDue: 40, minimumPayment: 40 });
    const partial = await portalPost(endpoints.portal.payInvoice, pay(token, 20), ip);
    expect(await partial.json()).toEqual([portalMessages.amountBelowMinimum('$40.00')]);
  });

  it('validates the card form', async () => {
    const { office } = await tokens();
    enableCardPayments();
    const { token } = await emailedInvoice(office);
    const bad = await portalPost(endpoints.portal.payInvoice, { token, amount: 0, cardNumber: '12', expiry: '13/30', cvc: 'x', nameOnCard: '' }, freshIp());
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(expect.arrayContaining([portalMessages.amountRequired, portalMessages.cardNumberInvalid, portalMessages.expiryInvalid, portalMessages.cvcInvalid, portalMessages.cardNameRequired]));
    const expired = await portalPost(endpoints.portal.payInvoice, { ...pay(token, 271.05), expiry: '01/20' }, freshIp());
    expect(await expired.json()).toEqual([portalMessages.expiryPast]);
  });
});
