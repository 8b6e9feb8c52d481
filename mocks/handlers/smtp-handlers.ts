import type { RequestHandler } from 'msw';

/** Mock handlers for the smtp calls. */
export const smtpHandlers: RequestHandler[] = [];
