import type { RequestHandler } from 'msw';

export const customerHandlers: RequestHandler[] = [];
