import type { RequestHandler } from 'msw';

export const formHandlers: RequestHandler[] = [];
