// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  paymentProviderAccountSchema,
  paymentProviderStatusSchema,
  paymentSettingSchema,
  PAYMENT_PROVIDER_MESSAGES,
} from '../../src/lib/schemas/payment-provider-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { ACCOUNT_LINK_MINUTES, paymentProviderPageHandlers } from '../../mocks/handlers/payment-provider-handlers';
import { serveSimulatedPagesFrom } from '../../mocks/handlers/simulated-pages';
import { server } from '../../mocks/node';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();
afterEach(() => serveSimulatedPagesFrom(null));

const APP = 'http://127.0.0.1:4173/';
const RETURN_URL = `${APP}#/account/payment-provider-tab`;
const processingValue = (): string | undefined => getDb().systemSettings.all().find((setting) => setting.code === 'PAYMENT_PROCESSING_ENABLED')?.value;

async function admin(): Promise<string> {
  return (await signIn(seededUsernames.admin)).accessToken;
}

/** Asks for an onboarding link as the app at APP would, and answers the link id. */
async function linkId(token: string): Promise<string> {
  const response = await post('PaymentProvider/GetAccountLinkUrl', { returnUrl: RETURN_URL }, token, { Referer: APP });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const id = new URLSearchParams(url.split('?')[1]).get('link');
  if (!id) throw new Error(`no link id in ${url}`);
  return id;
}

async function linkAccount(token: string): Promise<void> {
  const response = await post('PaymentProvider/CompleteOnboarding', { linkId: await linkId(token), businessName: 'Northwind HP LLC', acceptedAgreement: true });
  expect(response.status).toBe(200);
}

describe('payment provider: reading', () => {
  it('answers the status, the seeded unlinked account and the PAYMENT settings to administrators', async () => {
    const token = await admin();
    expect(paymentProviderStatusSchema.parse(await (await get('PaymentProvider/GetStatus', token)).json())).toEqual({
      isPaymentProviderAvailable: true,
      isTestMode: true,
    });
    const account = paymentProviderAccountSchema.parse(await (await get('PaymentProvider/GetAccount', token)).json());
    expect(account).toMatchObject({ detailsSubmitted: false, businessName: null, linkedAt: null, unlinkedAt: null });
    expect(account.accountId).toMatch(/^acct_/);
    const settings = paymentSettingSchema.array().parse(await (await get('SystemSetting/GetAllPaymentProvider', token)).json());
    expect(settings.map((setting) => [setting.code, setting.value])).toEqual([
      ['PAYMENT_PROCESSING_ENABLED', 'No'],
      ['PAYMENT_PORTAL_MIN_PERCENT', '25'],
      ['PAYMENT_PROVIDER', 'Stripe'],
    ]);
  });

  it('refuses anyone but administrators (401 signed out, 403 otherwise)', async () => {
    const { accessToken: office } = await signIn(seededUsernames.office);
    for (const path of ['PaymentProvider/GetStatus', 'PaymentProvider/GetAccount', 'SystemSetting/GetAllPaymentProvider']) {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, office)).status).toBe(403);
    }
    expect((await post('PaymentProvider/GetAccountLinkUrl', { returnUrl: RETURN_URL }, office)).status).toBe(403);
    expect((await post('PaymentProvider/UnlinkAccount', {}, office)).status).toBe(403);
    expect((await post('SystemSetting/UpdatePaymentProcessing', { code: 'PAYMENT_PROCESSING_ENABLED', value: 'No' }, office)).status).toBe(403);
  });
});

describe('payment provider: linking', () => {
  it('answers the simulated onboarding page of the app and links the account through it', async () => {
    const token = await admin();
    const response = await post('PaymentProvider/GetAccountLinkUrl', { returnUrl: RETURN_URL }, token, { Referer: `${APP}` });
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4173\/#\/demo\/payment-provider\/onboarding\?link=[0-9a-f-]{36}$/);
    const link = getDb().paymentProviderAccount.get().accountLinks.at(-1)!;
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan((ACCOUNT_LINK_MINUTES - 1) * 60_000);

    const done = await post('PaymentProvider/CompleteOnboarding', { linkId: link.id, businessName: '  Northwind HP LLC ', acceptedAgreement: true });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ returnUrl: RETURN_URL });
    const account = paymentProviderAccountSchema.parse(await (await get('PaymentProvider/GetAccount', token)).json());
    expect(account).toMatchObject({ detailsSubmitted: true, businessName: 'Northwind HP LLC', unlinkedAt: null });
    expect(account.linkedAt).not.toBeNull();

    // Single use, and a linked account gets no new link.
    const again = await post('PaymentProvider/CompleteOnboarding', { linkId: link.id, businessName: 'Other', acceptedAgreement: true });
    expect(again.status).toBe(422);
    expect(await again.text()).toBe(PAYMENT_PROVIDER_MESSAGES.linkInvalid);
    const relink = await post('PaymentProvider/GetAccountLinkUrl', { returnUrl: RETURN_URL }, token);
    expect(relink.status).toBe(422);
    expect(await relink.text()).toBe(PAYMENT_PROVIDER_MESSAGES.alreadyLinked);
  });

  it('builds the way back from the app origin only: another site\'s return address is refused and none is stored', async () => {
    const token = await admin();
    for (const returnUrl of [
      'https://evil.test/#/account/payment-provider-tab',
      'http://127.0.0.1.evil.test:4173/',
      'http://evil.test@evil.test/',
      'https://127.0.0.1:4173/',
      'http://localhost.evil.test/',
      'ftp://127.0.0.1:4173/',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const response = await post('PaymentProvider/GetAccountLinkUrl', { returnUrl }, token);
      expect(response.status, returnUrl).toBe(400);
      expect(await response.json()).toEqual([expect.stringMatching(/^The return URL must be/)]);
    }
    expect(getDb().paymentProviderAccount.get().accountLinks).toEqual([]);

    // The app's own address comes back with the provider tab as its route, whatever route was sent.
    const response = await post('PaymentProvider/GetAccountLinkUrl', { returnUrl: `${APP}?seed=large#/login?next=//evil.test` }, token);
    expect(response.status).toBe(200);
    expect(getDb().paymentProviderAccount.get().accountLinks.at(-1)?.returnUrl).toBe(`${APP}?seed=large#/account/payment-provider-tab`);
  });

  it('validates the return address and the onboarding form', async () => {
    const token = await admin();
    for (const [body, message] of [
      [{}, PAYMENT_PROVIDER_MESSAGES.returnUrlRequired],
      [{ returnUrl: '' }, PAYMENT_PROVIDER_MESSAGES.returnUrlRequired],
      [{ returnUrl: '/account/payment-provider-tab' }, PAYMENT_PROVIDER_MESSAGES.returnUrlInvalid],
      [{ returnUrl: 'javascript:alert(1)' }, PAYMENT_PROVIDER_MESSAGES.returnUrlInvalid],
    ] as const) {
      const response = await post('PaymentProvider/GetAccountLinkUrl', body, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([message]);
    }

    const id = await linkId(token);
    const invalid = await post('PaymentProvider/CompleteOnboarding', { linkId: id, businessName: '   ', acceptedAgreement: false });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual([PAYMENT_PROVIDER_MESSAGES.businessNameRequired, PAYMENT_PROVIDER_MESSAGES.agreementRequired]);
    const tooLong = await post('PaymentProvider/CompleteOnboarding', { linkId: id, businessName: 'x'.repeat(151), acceptedAgreement: true });
    expect(await tooLong.json()).toEqual([PAYMENT_PROVIDER_MESSAGES.businessNameTooLong]);
    expect(getDb().paymentProviderAccount.get().detailsSubmitted).toBe(false);

    const unknown = await post('PaymentProvider/CompleteOnboarding', { linkId: 'nope', businessName: 'A', acceptedAgreement: true });
    expect(unknown.status).toBe(422);
  });

  it('refuses an expired link', async () => {
    const token = await admin();
    const id = await linkId(token);
    getDb().paymentProviderAccount.get().accountLinks.find((link) => link.id === id)!.expiresAt = new Date(Date.now() - 1000).toISOString();
    const response = await post('PaymentProvider/CompleteOnboarding', { linkId: id, businessName: 'A', acceptedAgreement: true });
    expect(response.status).toBe(422);
    expect(getDb().paymentProviderAccount.get().detailsSubmitted).toBe(false);
  });
});

describe('payment processing', () => {
  it('cannot be enabled before the account is linked', async () => {
    const token = await admin();
    const response = await post('SystemSetting/UpdatePaymentProcessing', { code: 'PAYMENT_PROCESSING_ENABLED', value: 'Yes' }, token);
    expect(response.status).toBe(422);
    expect(await response.text()).toBe(PAYMENT_PROVIDER_MESSAGES.enableNeedsLinkedAccount);
    expect(processingValue()).toBe('No');
  });

  it('switches on and off once linked, with the value as text', async () => {
    const token = await admin();
    await linkAccount(token);
    const on = await post('SystemSetting/UpdatePaymentProcessing', { code: 'PAYMENT_PROCESSING_ENABLED', value: 'Yes' }, token);
    expect(on.status).toBe(200);
    expect(paymentSettingSchema.parse(await on.json())).toMatchObject({ code: 'PAYMENT_PROCESSING_ENABLED', value: 'Yes' });
    expect(processingValue()).toBe('Yes');
    await post('SystemSetting/UpdatePaymentProcessing', { code: 'PAYMENT_PROCESSING_ENABLED', value: 'No' }, token);
    expect(processingValue()).toBe('No');

    const bad = await post('SystemSetting/UpdatePaymentProcessing', { code: 'PAYMENT_PROCESSING_ENABLED', value: 'true' }, token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual([PAYMENT_PROVIDER_MESSAGES.processingValue]);
    expect((await post('SystemSetting/UpdatePaymentProcessing', { code: 'PAYMENT_PROVIDER', value: 'Yes' }, token)).status).toBe(400);
  });
});

describe('unlinking', () => {
  it('unlinks for good: processing off, no relinking, no enabling', async () => {
    const token = await admin();
    expect((await post('PaymentProvider/UnlinkAccount', {}, token)).status).toBe(422);
    await linkAccount(token);
    await post('SystemSetting/UpdatePaymentProcessing', { code: 'PAYMENT_PROCESSING_ENABLED', value: 'Yes' }, token);

    const response = await post('PaymentProvider/UnlinkAccount', {}, token);
    expect(response.status).toBe(200);
    const account = paymentProviderAccountSchema.parse(await response.json());
    expect(account.unlinkedAt).not.toBeNull();
    expect(processingValue()).toBe('No');

    const relink = await post('PaymentProvider/GetAccountLinkUrl', { returnUrl: RETURN_URL }, token);
    expect(relink.status).toBe(422);
    expect(await relink.text()).toBe(PAYMENT_PROVIDER_MESSAGES.unlinkedCannotRelink);
    const enable = await post('SystemSetting/UpdatePaymentProcessing', { code: 'PAYMENT_PROCESSING_ENABLED', value: 'Yes' }, token);
    expect(await enable.text()).toBe(PAYMENT_PROVIDER_MESSAGES.enableAfterUnlink);
    expect((await post('PaymentProvider/UnlinkAccount', {}, token)).status).toBe(422);
  });
});

describe('the HTML onboarding page of the HTTP mock server', () => {
  it('answers a page on the server itself and completes through a plain form post', async () => {
    serveSimulatedPagesFrom('http://localhost');
    server.use(...paymentProviderPageHandlers);
    const token = await admin();
    const { url } = (await (await post('PaymentProvider/GetAccountLinkUrl', { returnUrl: RETURN_URL }, token)).json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost\/demo\/payment-provider\/onboarding\?link=/);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Payment provider (simulated)');
    expect(html).toContain('Legal business name');
    expect(html).toContain(`href="${RETURN_URL}"`);

    const id = new URL(url).searchParams.get('link')!;
    const missing = await fetch('http://localhost/demo/payment-provider/onboarding', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ link: id, businessName: '<b>Acme</b>' }).toString(),
    });
    expect(missing.status).toBe(400);
    const again = await missing.text();
    expect(again).toContain(PAYMENT_PROVIDER_MESSAGES.agreementRequired);
    expect(again).toContain('value="&lt;b&gt;Acme&lt;/b&gt;"');

    const done = await fetch('http://localhost/demo/payment-provider/onboarding', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ link: id, businessName: 'Acme', acceptedAgreement: 'true' }).toString(),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe(RETURN_URL);
    expect(getDb().paymentProviderAccount.get()).toMatchObject({ detailsSubmitted: true, businessName: 'Acme' });

    const used = await (await fetch(url)).text();
    expect(used).toContain(PAYMENT_PROVIDER_MESSAGES.linkInvalid);
  });
});
