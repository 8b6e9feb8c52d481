import type { RequestHandler } from 'msw';

export const jobHandlers: RequestHandler[] = [];
