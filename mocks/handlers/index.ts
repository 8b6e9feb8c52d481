import type { RequestHandler } from 'msw';
import { accountHandlers } from './account-handlers';
import { auditHandlers } from './audit-handlers';
import { authHandlers } from './auth-handlers';
import { interceptHandler, notFoundHandler } from './fault-handlers';
import { feedbackHandlers } from './feedback-handlers';
import { loggerHandlers } from './logger-handlers';
import { userPreferenceHandlers } from './user-preference-handlers';

/** Every mock API handler. The interceptor must stay first and the not-found answer last. */
export const handlers: RequestHandler[] = [
  interceptHandler,
  ...authHandlers,
  ...userPreferenceHandlers,
  ...loggerHandlers,
  ...feedbackHandlers,
  ...auditHandlers,
  ...accountHandlers,
  notFoundHandler,
];
