import { describe, expect, it } from 'vitest';
import {
  appAddress,
  billingRedirectDecision,
  billingRefusalMessage,
  billingReturnPath,
  DEFAULT_BILLING_RETURN_PATH,
} from '@/features/settings/model/billing-redirect';

const context = { allowedHosts: ['billing.stripe.com', '127.0.0.1:3101'], currentHref: 'https://app.example.com/#/billing' };

describe('billingRedirectDecision', () => {
  it('follows allow-listed https hosts and same-origin addresses', () => {
    expect(billingRedirectDecision('https://billing.stripe.com/p/session/test_123', context)).toEqual({
      kind: 'follow',
      url: 'https://billing.stripe.com/p/session/test_123',
    });
    expect(billingRedirectDecision('https://BILLING.stripe.com:443/p', context)).toMatchObject({ kind: 'follow' });
    expect(billingRedirectDecision('https://app.example.com/#/demo/billing-portal?session=1', context)).toEqual({
      kind: 'follow',
      url: 'https://app.example.com/#/demo/billing-portal?session=1',
    });
    // A relative answer resolves against the app, so it is same-origin.
    expect(billingRedirectDecision('#/demo/billing-portal?session=2', context)).toEqual({
      kind: 'follow',
      url: 'https://app.example.com/#/demo/billing-portal?session=2',
    });
  });

  it('matches an entry with a port exactly and lets loopback hosts use http', () => {
    expect(billingRedirectDecision('http://127.0.0.1:3101/demo/billing-portal?session=1', context)).toMatchObject({ kind: 'follow' });
    expect(billingRedirectDecision('http://127.0.0.1:3102/demo/billing-portal', context)).toEqual({
      kind: 'refuse',
      reason: 'host',
      host: '127.0.0.1:3102',
    });
    expect(billingRedirectDecision('http://billing.stripe.com/p', context)).toEqual({ kind: 'refuse', reason: 'scheme', host: 'billing.stripe.com' });
  });

  it('refuses other hosts, look-alikes, other schemes, credentials and junk', () => {
    expect(billingRedirectDecision('https://evil.example/portal', context)).toEqual({ kind: 'refuse', reason: 'host', host: 'evil.example' });
    expect(billingRedirectDecision('https://billing.stripe.com.evil.example/p', context)).toMatchObject({ kind: 'refuse', reason: 'host' });
    expect(billingRedirectDecision('https://evil.example/billing.stripe.com', context)).toMatchObject({ kind: 'refuse', reason: 'host' });
    expect(billingRedirectDecision('//evil.example/p', context)).toMatchObject({ kind: 'refuse', reason: 'host', host: 'evil.example' });
    expect(billingRedirectDecision('javascript:alert(1)', context)).toMatchObject({ kind: 'refuse', reason: 'scheme' });
    expect(billingRedirectDecision('data:text/html,<p>hi</p>', context)).toMatchObject({ kind: 'refuse', reason: 'scheme' });
    expect(billingRedirectDecision('https://user:pass@billing.stripe.com/p', context)).toMatchObject({ kind: 'refuse', reason: 'invalid' });
    expect(billingRedirectDecision('', context)).toEqual({ kind: 'refuse', reason: 'invalid', host: null });
    expect(billingRedirectDecision('https://billing.stripe.com/p', { ...context, allowedHosts: [] })).toMatchObject({ kind: 'refuse', reason: 'host' });
  });
});

describe('billingRefusalMessage', () => {
  it('names the refused host', () => {
    expect(billingRefusalMessage({ kind: 'refuse', reason: 'host', host: 'evil.example' })).toBe(
      'The billing service answered with an address (evil.example) that is not one of the trusted billing hosts, so it was not opened.',
    );
    expect(billingRefusalMessage({ kind: 'refuse', reason: 'invalid', host: null })).toContain('not valid');
  });
});

describe('billingReturnPath', () => {
  it('uses a safe in-app return path from router state', () => {
    expect(billingReturnPath({ returnUrl: '/settings/preferences' })).toBe('/settings/preferences');
    expect(billingReturnPath({ returnUrl: '/jobs?status=Open' })).toBe('/jobs?status=Open');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const state of [null, undefined, 'x', {}, { returnUrl: 'https://evil.example' }, { returnUrl: '//evil.example' }, { returnUrl: '/login' }, { returnUrl: '/billing' }, { returnUrl: 42 }]) {
      expect(billingReturnPath(state)).toBe(DEFAULT_BILLING_RETURN_PATH);
    }
  });
});

describe('appAddress', () => {
  it('builds the absolute address of a hash route', () => {
    expect(appAddress('/settings/preferences', { origin: 'https://app.example.com', pathname: '/', search: '' })).toBe(
      'https://app.example.com/#/settings/preferences',
    );
    expect(appAddress('/dashboard', { origin: 'http://127.0.0.1:4173', pathname: '/app/', search: '?x=1' })).toBe(
      'http://127.0.0.1:4173/app/?x=1#/dashboard',
    );
  });
});
