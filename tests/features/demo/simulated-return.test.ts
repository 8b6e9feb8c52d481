import { describe, expect, it } from 'vitest';
import { appHashAddress, sameOriginReturnUrl } from '@/features/demo/model/simulated-return';

const here = 'http://127.0.0.1:4173/#/demo/billing-portal?session=1';

describe('sameOriginReturnUrl', () => {
  it('keeps addresses of the app itself', () => {
    expect(sameOriginReturnUrl('http://127.0.0.1:4173/#/settings/preferences', here)).toBe('http://127.0.0.1:4173/#/settings/preferences');
    expect(sameOriginReturnUrl('#/dashboard', here)).toBe('http://127.0.0.1:4173/#/dashboard');
  });

  it('drops other origins, schemes and empty values', () => {
    expect(sameOriginReturnUrl('https://evil.example/#/dashboard', here)).toBeNull();
    expect(sameOriginReturnUrl('http://127.0.0.1:4174/#/dashboard', here)).toBeNull();
    expect(sameOriginReturnUrl('javascript:alert(1)', here)).toBeNull();
    expect(sameOriginReturnUrl('', here)).toBeNull();
    expect(sameOriginReturnUrl(null, here)).toBeNull();
  });
});

describe('appHashAddress', () => {
  it('points at a hash route of the current page', () => {
    expect(appHashAddress('/account/payment-provider-tab', here)).toBe('http://127.0.0.1:4173/#/account/payment-provider-tab');
  });
});
