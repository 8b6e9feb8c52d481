import { describe, expect, it } from 'vitest';
import {
  creditCardPaymentsView,
  isPaymentProcessingEnabled,
  processingToast,
  providerLinkTarget,
} from '@/features/settings/model/credit-card-payments';
import type { PaymentProviderAccount, PaymentSetting } from '@/lib/schemas/payment-provider-schemas';

const available = { isPaymentProviderAvailable: true, isTestMode: true };
const unavailable = { isPaymentProviderAvailable: false, isTestMode: true };
const account = (fields: Partial<PaymentProviderAccount> = {}): PaymentProviderAccount => ({
  accountId: 'acct_1',
  detailsSubmitted: false,
  businessName: null,
  linkedAt: null,
  unlinkedAt: null,
  ...fields,
});
const setting = (code: string, value: string): PaymentSetting => ({
  code,
  name: code,
  description: '',
  value,
  category: 'PAYMENT',
  editorType: 'YES_NO',
});

describe('creditCardPaymentsView', () => {
  it('shows the set-up screen until the details are submitted', () => {
    expect(creditCardPaymentsView(available, account())).toBe('set-up');
    expect(creditCardPaymentsView(available, account({ detailsSubmitted: true }))).toBe('linked');
  });

  it('keeps an unlinked account unlinked (no relinking)', () => {
    expect(creditCardPaymentsView(available, account({ detailsSubmitted: true, unlinkedAt: '2025-01-01T00:00:00Z' }))).toBe('unlinked');
    expect(creditCardPaymentsView(unavailable, account({ unlinkedAt: '2025-01-01T00:00:00Z' }))).toBe('unlinked');
  });

  it('says the provider is unavailable only while no account is linked', () => {
    expect(creditCardPaymentsView(unavailable, account())).toBe('unavailable');
    expect(creditCardPaymentsView(unavailable, account({ detailsSubmitted: true }))).toBe('linked');
  });
});

describe('payment processing', () => {
  it('is enabled only when PAYMENT_PROCESSING_ENABLED is Yes', () => {
    expect(isPaymentProcessingEnabled([setting('PAYMENT_PROVIDER', 'Stripe'), setting('PAYMENT_PROCESSING_ENABLED', 'Yes')])).toBe(true);
    expect(isPaymentProcessingEnabled([setting('PAYMENT_PROCESSING_ENABLED', 'No')])).toBe(false);
    expect(isPaymentProcessingEnabled([])).toBe(false);
  });

  it('toasts the spec words', () => {
    expect(processingToast(true)).toBe('Payment processing enabled.');
    expect(processingToast(false)).toBe('Payment processing disabled.');
  });
});

describe('providerLinkTarget', () => {
  it('accepts http(s) addresses and resolves relative ones against the app', () => {
    expect(providerLinkTarget('https://connect.example.com/setup/e/abc', 'https://app.example.com/')).toBe('https://connect.example.com/setup/e/abc');
    expect(providerLinkTarget('#/demo/payment-provider/onboarding?link=1', 'https://app.example.com/#/settings')).toBe(
      'https://app.example.com/#/demo/payment-provider/onboarding?link=1',
    );
  });

  it('refuses other schemes, credentials and empty answers', () => {
    expect(providerLinkTarget('javascript:alert(1)', 'https://app.example.com/')).toBeNull();
    expect(providerLinkTarget('https://a:b@connect.example.com/', 'https://app.example.com/')).toBeNull();
    expect(providerLinkTarget('  ', 'https://app.example.com/')).toBeNull();
  });
});
