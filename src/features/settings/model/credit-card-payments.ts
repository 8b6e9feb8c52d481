import {
  PAYMENT_PROCESSING_ENABLED_CODE,
  type PaymentProviderAccount,
  type PaymentProviderStatus,
  type PaymentSetting,
} from '@/lib/schemas/payment-provider-schemas';
import {
  PORTAL_MIN_PAYMENT_PERCENT_CODE,
  PORTAL_MIN_PAYMENT_PERCENT_DEFAULT,
  PORTAL_WHOLE_AMOUNT_BELOW,
  updatePortalMinimumPaymentRequestSchema,
} from '@/lib/schemas/portal-schemas';

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
} as const;

/** The toast after payment processing was switched. */
export function processingToast(enabled: boolean): string {
  return enabled ? creditCardPaymentsMessages.enabled : creditCardPaymentsMessages.disabled;
}

/** The customer portal's smallest partial payment setting, if the server answered it. */
export function portalMinimumPaymentSetting(settings: readonly PaymentSetting[]): PaymentSetting | undefined {
  return settings.find((setting) => setting.code === PORTAL_MIN_PAYMENT_PERCENT_CODE);
}

/** The Minimum partial payment form: the percentage as typed. */
export const portalMinimumPaymentFormSchema = updatePortalMinimumPaymentRequestSchema.pick({ value: true });
export type PortalMinimumPaymentForm = { value: string };

/** The form's value: the saved percentage, or the default when the server has none. */
export function portalMinimumPaymentFormValues(settings: readonly PaymentSetting[]): PortalMinimumPaymentForm {
  return { value: portalMinimumPaymentSetting(settings)?.value ?? String(PORTAL_MIN_PAYMENT_PERCENT_DEFAULT) };
}

export const portalMinimumPaymentMessages = {
  heading: 'Customer Portal Payments',
  label: 'Minimum partial payment (%)',
  help: `Customers paying an invoice in the customer portal may pay part of it, down to this percentage of the amount due. Under $${PORTAL_WHOLE_AMOUNT_BELOW} due, the whole amount is required.`,
  saved: 'Minimum partial payment saved.',
} as const;
