import type { RequestHandler } from 'msw';

/** Mock handlers for the storage calls. */
export const storageHandlers: RequestHandler[] = [];
