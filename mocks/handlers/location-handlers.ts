import type { RequestHandler } from 'msw';

/** Mock handlers for the location calls. */
export const locationHandlers: RequestHandler[] = [];
