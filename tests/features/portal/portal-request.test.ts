import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import { portalConfig } from '@/features/portal/api/portal-request';
import { expiryPast, payFormSchema, payRequest } from '@/features/portal/model/pay-form';
import { portalMessages } from '@/lib/schemas/portal-schemas';

/** Sends through the app's client with an adapter that answers at once, and answers the headers sent. */
async function headersSent(config: Parameters<typeof portalConfig>[0] = {}): Promise<InternalAxiosRequestConfig['headers']> {
  let sent: InternalAxiosRequestConfig['headers'] | null = null;
  const adapter: AxiosAdapter = (request) => {
    sent = request.headers;
    return Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config: request });
  };
  await api.post('Portal/RespondToProposal', { token: 't' }, { ...portalConfig(config), adapter });
  return sent!;
}

describe('portal requests', () => {
  beforeEach(() => sessionStore.reset());

  it('never send a staff token, even while a staff session is held', async () => {
    sessionStore.signIn('staff-access-token', { username: 'office@demo.test' } as never);
    const headers = await headersSent({ headers: { 'Idempotency-Key': 'key-1' } });
    expect(headers.get('Authorization')).toBeUndefined();
    expect(headers.get('Idempotency-Key')).toBe('key-1');
  });
});

describe('the card form', () => {
  const invoice = { amountDue: 271.05, minimumPayment: 67.77 };
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', nameOnCard: 'Pat' };

  it('takes amounts from the minimum to the amount due, in cents', () => {
    const schema = payFormSchema(invoice);
    expect(schema.safeParse({ ...card, amount: '67.77' }).success).toBe(true);
    expect(schema.safeParse({ ...card, amount: '$271.05' }).success).toBe(true);
    expect(schema.safeParse({ ...card, amount: '67.76' }).error?.issues[0]?.message).toBe(portalMessages.amountBelowMinimum('$67.77'));
    expect(schema.safeParse({ ...card, amount: '271.06' }).error?.issues[0]?.message).toBe(portalMessages.amountOverDue('$271.05'));
    expect(schema.safeParse({ ...card, amount: '100.001' }).error?.issues[0]?.message).toBe(portalMessages.amountRequired);
    expect(payRequest('t', { ...card, amount: '100.10' })).toMatchObject({ amount: 100.1, cardNumber: '4242424242424242' });
  });

  it('refuses an expired card', () => {
    const now = new Date(2026, 10, 27);
    expect(expiryPast('10/26', now)).toBe(true);
    expect(expiryPast('11/26', now)).toBe(false);
    expect(payFormSchema(invoice, now).safeParse({ ...card, amount: '100', expiry: '01/25' }).error?.issues[0]?.message).toBe(portalMessages.expiryPast);
  });
});
