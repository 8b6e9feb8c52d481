import type { RequestHandler } from 'msw';

/** Mock handlers for the email-history calls. */
export const emailHistoryHandlers: RequestHandler[] = [];
