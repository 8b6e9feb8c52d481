import { z } from 'zod';
import { systemSettingSchema } from './settings-schemas';

/** The system setting that turns card payment processing on (`Yes`) or off (`No`). */
export const PAYMENT_PROCESSING_ENABLED_CODE = 'PAYMENT_PROCESSING_ENABLED';
/** The system setting naming the card payment provider. */
export const PAYMENT_PROVIDER_CODE = 'PAYMENT_PROVIDER';

/** Longest legal business name the provider's onboarding accepts. */
export const BUSINESS_NAME_MAX = 150;
/** Longest return address the provider calls accept. */
export const RETURN_URL_MAX = 2000;

/** `GET PaymentProvider/GetStatus`. */
export const paymentProviderStatusSchema = z.object({
  isPaymentProviderAvailable: z.boolean(),
  /** Test mode: no real cards are charged. */
  isTestMode: z.boolean(),
});
export type PaymentProviderStatus = z.infer<typeof paymentProviderStatusSchema>;

/** `GET PaymentProvider/GetAccount`: the company's account with the provider. */
export const paymentProviderAccountSchema = z.object({
  /** The provider's account id (`acct_…`). */
  accountId: z.string().nullable(),
  /** The account counts as linked once its details are submitted (spec 1 §4). */
  detailsSubmitted: z.boolean(),
  /** The legal business name given during onboarding. */
  businessName: z.string().nullable(),
  /** ISO date-time the details were submitted. */
  linkedAt: z.string().nullable(),
  /** ISO date-time the account was unlinked; unlinking is irreversible. */
  unlinkedAt: z.string().nullable(),
});
export type PaymentProviderAccount = z.infer<typeof paymentProviderAccountSchema>;

/** True for an absolute http(s) address without credentials, at most `RETURN_URL_MAX` characters. */
export function isAbsoluteHttpUrl(value: string): boolean {
  if (value.length > RETURN_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const PAYMENT_PROVIDER_MESSAGES = {
  returnUrlRequired: 'A return URL is required.',
  returnUrlInvalid: 'The return URL must be an absolute http or https address.',
  returnUrlNotApp: 'The return URL must be an address of this application.',
  alreadyLinked: 'The payment provider account is already linked.',
  unlinkedCannotRelink: 'The payment provider account was unlinked and cannot be linked again.',
  notLinked: 'There is no linked payment provider account to unlink.',
  providerUnavailable: 'The payment provider is not available right now. Please try again later.',
  linkInvalid: 'This set-up link has expired or was already used. Return to the application and choose Link Account again.',
  businessNameRequired: 'Legal business name is required.',
  businessNameTooLong: `Legal business name cannot be longer than ${BUSINESS_NAME_MAX} characters.`,
  agreementRequired: 'You must accept the services agreement.',
  processingValue: 'Payment processing enabled must be Yes or No.',
  enableNeedsLinkedAccount: 'Link a payment provider account before enabling payment processing.',
  enableAfterUnlink: 'The payment provider account was unlinked, so payment processing cannot be enabled.',
} as const;

/** `POST PaymentProvider/GetAccountLinkUrl` body: where the provider sends the browser afterwards. */
export const accountLinkRequestSchema = z.object({
  returnUrl: z
    .string({ error: PAYMENT_PROVIDER_MESSAGES.returnUrlRequired })
    .min(1, { error: PAYMENT_PROVIDER_MESSAGES.returnUrlRequired, abort: true })
    .refine(isAbsoluteHttpUrl, PAYMENT_PROVIDER_MESSAGES.returnUrlInvalid),
});
export type AccountLinkRequest = z.infer<typeof accountLinkRequestSchema>;

/** The provider's onboarding address the browser goes to. */
export const accountLinkResponseSchema = z.object({ url: z.string().min(1) });
export type AccountLinkResponse = z.infer<typeof accountLinkResponseSchema>;

/** `POST PaymentProvider/CompleteOnboarding` (mock only): the simulated onboarding form. */
export const completeOnboardingRequestSchema = z.object({
  linkId: z.string().min(1, PAYMENT_PROVIDER_MESSAGES.linkInvalid),
  businessName: z
    .string({ error: PAYMENT_PROVIDER_MESSAGES.businessNameRequired })
    .trim()
    .min(1, PAYMENT_PROVIDER_MESSAGES.businessNameRequired)
    .max(BUSINESS_NAME_MAX, PAYMENT_PROVIDER_MESSAGES.businessNameTooLong),
  acceptedAgreement: z.literal(true, { error: PAYMENT_PROVIDER_MESSAGES.agreementRequired }),
});
export type CompleteOnboardingRequest = z.infer<typeof completeOnboardingRequestSchema>;

export const completeOnboardingResponseSchema = z.object({ returnUrl: z.string() });
export type CompleteOnboardingResponse = z.infer<typeof completeOnboardingResponseSchema>;

/** A PAYMENT category system setting (`GET SystemSetting/GetAllPaymentProvider`). */
export const paymentSettingSchema = systemSettingSchema.extend({ category: z.literal('PAYMENT') });
export type PaymentSetting = z.infer<typeof paymentSettingSchema>;

/** `POST SystemSetting/UpdatePaymentProcessing` body: the setting's new value as text. */
export const updatePaymentProcessingRequestSchema = z.object({
  code: z.literal(PAYMENT_PROCESSING_ENABLED_CODE),
  value: z.enum(['Yes', 'No'], { error: PAYMENT_PROVIDER_MESSAGES.processingValue }),
});
export type UpdatePaymentProcessingRequest = z.infer<typeof updatePaymentProcessingRequestSchema>;
