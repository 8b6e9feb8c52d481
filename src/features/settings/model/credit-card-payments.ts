import {
  PAYMENT_PROCESSING_ENABLED_CODE,
  type PaymentProviderAccount,
  type PaymentProviderStatus,
  type PaymentSetting,
} from '@/lib/schemas/payment-provider-schemas';

/**
 * Which Credit Card Payments screen shows (spec 1 §4): an unlinked account stays unlinked (no
 * relinking); an account counts as linked once its details are submitted; until then the set-up
 * screen shows, unless the provider is unavailable.
 */
export type CreditCardPaymentsView = 'unlinked' | 'linked' | 'unavailable' | 'set-up';

export function creditCardPaymentsView(status: PaymentProviderStatus, account: PaymentProviderAccount): CreditCardPaymentsView {
  if (account.unlinkedAt !== null) return 'unlinked';
  if (account.detailsSubmitted) return 'linked';
  if (!status.isPaymentProviderAvailable) return 'unavailable';
  return 'set-up';
}

/** The payment processing setting, if the server answered it. */
export function paymentProcessingSetting(settings: readonly PaymentSetting[]): PaymentSetting | undefined {
  return settings.find((setting) => setting.code === PAYMENT_PROCESSING_ENABLED_CODE);
}

export function isPaymentProcessingEnabled(settings: readonly PaymentSetting[]): boolean {
  return paymentProcessingSetting(settings)?.value === 'Yes';
}

/** The card provider's fee (spec 1 §9). */
export const CARD_FEE_TEXT = '2.9% plus 30 cents per successful card transaction';
/** When the first payout arrives (spec 1 §9). */
export const FIRST_PAYOUT_TEXT = 'Your first payout typically arrives in 7 days, up to 14 days.';

export const creditCardPaymentsMessages = {
  enabled: 'Payment processing enabled.',
  disabled: 'Payment processing disabled.',
  unlinked: 'Payment provider account unlinked.',
  loadFailed: 'Credit card payment settings could not be loaded.',
  leaving: 'Taking you to the payment provider\u2026',
  badLinkAddress: 'The payment provider answered with an address that is not a web address, so it was not opened.',
} as const;

/** The toast after payment processing was switched. */
export function processingToast(enabled: boolean): string {
  return enabled ? creditCardPaymentsMessages.enabled : creditCardPaymentsMessages.disabled;
}

/**
 * The provider's onboarding address as an absolute http(s) address to send the browser to, or
 * `null` for anything else (`javascript:` and the like). Relative answers resolve against the app.
 */
export function providerLinkTarget(candidate: string, currentHref: string): string | null {
  try {
    const url = new URL(candidate.trim(), currentHref);
    if (!candidate.trim() || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
