import { z } from 'zod';
import { subscriptionSchema } from '@/lib/auth/auth-schemas';
import { isAbsoluteHttpUrl } from './payment-provider-schemas';

export const BILLING_MESSAGES = {
  returnUrlInvalid: 'The return URL must be an absolute http or https address.',
  sessionNotFound: 'This billing portal session has expired. Return to the application and choose Manage Subscription again.',
} as const;

/** `POST Billing/CreateCustomerPortal` body: the app address the portal links back to (optional). */
export const createCustomerPortalRequestSchema = z.object({
  returnUrl: z.string().refine(isAbsoluteHttpUrl, BILLING_MESSAGES.returnUrlInvalid).optional(),
});
export type CreateCustomerPortalRequest = z.infer<typeof createCustomerPortalRequestSchema>;

/** The billing portal address the browser is sent to. */
export const createCustomerPortalResponseSchema = z.object({ url: z.string().min(1) });
export type CreateCustomerPortalResponse = z.infer<typeof createCustomerPortalResponseSchema>;

/** `GET Billing/GetPortalSession?session=` (mock only): what the simulated billing portal shows. */
export const billingPortalSessionSchema = z.object({
  companyName: z.string(),
  subscription: z.nullable(subscriptionSchema),
  /** Where Return to {product} goes; `null` when the app gave none. */
  returnUrl: z.string().nullable(),
  /** ISO date-time the session stops working. */
  expiresAt: z.string(),
});
export type BillingPortalSession = z.infer<typeof billingPortalSessionSchema>;
