import type { RequestHandler } from 'msw';

export const appointmentHandlers: RequestHandler[] = [];
