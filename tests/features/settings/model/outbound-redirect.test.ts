import { describe, expect, it } from 'vitest';
import { checkOutboundRedirect, outboundRefusalMessage, outboundRefusalOutcome } from '@/features/settings/model/outbound-redirect';

const context = {
  allowedHosts: ['billing.stripe.com', 'connect.stripe.com', '127.0.0.1:3101'],
  currentHref: 'https://app.example.com/#/settings/credit-card-payments',
};

/**
 * Addresses a compromised or confused server could answer for Link Account or Manage Subscription.
 * None of them may be followed.
 */
const hostile = [
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'blob:https://evil.test/6a1c6a7e-0000-4000-8000-000000000000',
  'file:///etc/passwd',
  '//evil.test/connect',
  '\\\\evil.test/connect',
  '/\\evil.test/connect',
  'https:/\\evil.test/',
  'https://billing.stripe.com.evil.test/p/session',
  'https://connect.stripe.com.evil.test/setup',
  'https://evil.test/billing.stripe.com',
  'https://evil.test?billing.stripe.com',
  'https://evil.test#billing.stripe.com',
  'https://billing.stripe.com@evil.test/',
  'https://billing.stripe.com:443@evil.test/',
  'https://evil.test\\@billing.stripe.com/',
  'https://user:pass@billing.stripe.com/p',
  'https://billing.stripe.com%2eevil.test/p',
  'https://billing.stripe.com%252eevil.test/p',
  'https://evil.test%2F@billing.stripe.com/p',
  'https://billing.stripe.com\t.evil.test/p',
  'https://b\u0456lling.stripe.com/p',
  'https://billing.stripe.com./p',
  'http://billing.stripe.com/p',
  'https://billing.stripe.com:8443/p',
  'https://127.0.0.1:3102/',
  'http://127.0.0.1:3101.evil.test/',
  'http://0x7f.0.0.1:3102/',
  'https://[::1]/',
  'http://app.example.com/#/dashboard',
  '',
  '   ',
  `https://billing.stripe.com/${'a'.repeat(5000)}`,
];

describe('checkOutboundRedirect', () => {
  it.each(hostile)('refuses %j', (candidate) => {
    expect(checkOutboundRedirect(candidate, context).kind).toBe('refuse');
  });

  it('refuses what is not text', () => {
    for (const candidate of [null, undefined, 42, { href: 'https://billing.stripe.com/' }, ['https://billing.stripe.com/']]) {
      expect(checkOutboundRedirect(candidate, context)).toEqual({ kind: 'refuse', reason: 'invalid', host: null });
    }
  });

  it('follows allow-listed https origins and the app itself', () => {
    expect(checkOutboundRedirect('https://billing.stripe.com/p/session/test_123', context)).toEqual({
      kind: 'follow',
      url: 'https://billing.stripe.com/p/session/test_123',
    });
    expect(checkOutboundRedirect('https://connect.stripe.com/setup/e/acct_1/abc', context)).toMatchObject({ kind: 'follow' });
    expect(checkOutboundRedirect('https://BILLING.stripe.com:443/p', context)).toMatchObject({ kind: 'follow', url: 'https://billing.stripe.com/p' });
    expect(checkOutboundRedirect('https://app.example.com/#/demo/billing-portal?session=1', context)).toEqual({
      kind: 'follow',
      url: 'https://app.example.com/#/demo/billing-portal?session=1',
    });
    // A relative answer resolves against the app, so it is the app's own origin.
    expect(checkOutboundRedirect('#/demo/payment-provider/onboarding?link=2', context)).toEqual({
      kind: 'follow',
      url: 'https://app.example.com/#/demo/payment-provider/onboarding?link=2',
    });
  });

  it('lets only loopback hosts use http, each on its listed port', () => {
    expect(checkOutboundRedirect('http://127.0.0.1:3101/demo/billing-portal?session=1', context)).toMatchObject({ kind: 'follow' });
    expect(checkOutboundRedirect('http://127.0.0.1:3102/demo/billing-portal', context)).toEqual({ kind: 'refuse', reason: 'host', host: '127.0.0.1:3102' });
    expect(checkOutboundRedirect('http://billing.stripe.com/p', context)).toEqual({ kind: 'refuse', reason: 'scheme', host: 'billing.stripe.com' });
    const local = { ...context, currentHref: 'http://127.0.0.1:4174/#/billing' };
    expect(checkOutboundRedirect('http://127.0.0.1:4174/#/dashboard', local)).toMatchObject({ kind: 'follow' });
  });

  it('takes origins written in full and refuses everything when the list is empty', () => {
    expect(checkOutboundRedirect('https://portal.example.net:8443/s', { ...context, allowedHosts: ['https://portal.example.net:8443'] })).toMatchObject({
      kind: 'follow',
    });
    expect(checkOutboundRedirect('https://billing.stripe.com/p', { ...context, allowedHosts: [] })).toMatchObject({ kind: 'refuse', reason: 'host' });
    expect(checkOutboundRedirect('https://billing.stripe.com/p', { ...context, allowedHosts: ['billing.stripe.com/path', ' '] })).toMatchObject({
      kind: 'refuse',
    });
  });
});

describe('outboundRefusalMessage', () => {
  it('names what answered and the refused host', () => {
    expect(outboundRefusalMessage({ kind: 'refuse', reason: 'host', host: 'evil.test' }, 'billing service')).toBe(
      'The billing service answered with an address (evil.test) that is not one of the trusted addresses, so it was not opened.',
    );
    expect(outboundRefusalMessage({ kind: 'refuse', reason: 'scheme', host: null }, 'payment provider')).toBe(
      'The payment provider answered with an address that is not a secure web address, so it was not opened.',
    );
    expect(outboundRefusalMessage({ kind: 'refuse', reason: 'invalid', host: null }, 'payment provider')).toContain('not valid');
  });

  it('is the error catalogue modal for a client-displayable error', () => {
    expect(outboundRefusalOutcome({ kind: 'refuse', reason: 'host', host: 'evil.test' }, 'payment provider')).toEqual({
      kind: 'modal',
      title: 'Unable to complete the request',
      messages: ['The payment provider answered with an address (evil.test) that is not one of the trusted addresses, so it was not opened.'],
    });
  });
});
