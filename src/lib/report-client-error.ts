import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import { createErrorReportTracker } from './error-reporting';
import { logger } from './logger';

const tracker = createErrorReportTracker();

export interface DescribedError {
  message: string;
  stack: string | null;
}

export function describeError(error: unknown): DescribedError {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? null };
  if (typeof error === 'string') return { message: error, stack: null };
  try {
    return { message: JSON.stringify(error), stack: null };
  } catch {
    return { message: String(error), stack: null };
  }
}

/** Reports an unhandled client error to Logger/LogError, only for signed-in users, with repeat suppression. */
export function reportClientError(error: unknown): void {
  const { message, stack } = describeError(error);
  logger.log('error', message);
  if (sessionStore.getState().status !== 'signed-in') return;
  const report = tracker.next(message, stack);
  if (!report) return;
  void api
    .post(endpoints.logger.logError, report, { meta: { handledStatuses: true } })
    .catch(() => undefined);
}
