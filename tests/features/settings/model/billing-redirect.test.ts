import { describe, expect, it } from 'vitest';
import { appAddress, billingReturnPath, DEFAULT_BILLING_RETURN_PATH } from '@/features/settings/model/billing-redirect';

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
