import type { RequestHandler } from 'msw';

/** Mock handlers for the supplier calls. */
export const supplierHandlers: RequestHandler[] = [];
