import type { RequestHandler } from 'msw';

export const intakeHandlers: RequestHandler[] = [];
