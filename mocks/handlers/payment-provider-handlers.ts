import type { RequestHandler } from 'msw';

/** Mock handlers for the payment-provider calls. */
export const paymentProviderHandlers: RequestHandler[] = [];
