import type { RequestHandler } from 'msw';

/** Mock handlers for the billing calls. */
export const billingHandlers: RequestHandler[] = [];
