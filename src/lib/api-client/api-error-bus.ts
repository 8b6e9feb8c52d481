import { logger } from '@/lib/logger';
import type { ApiErrorOutcome } from './error-catalogue';

type VisibleOutcome = Exclude<ApiErrorOutcome, { kind: 'ignored' }>;
type Listener = (outcome: VisibleOutcome) => void;

const listeners = new Set<Listener>();
const published = new WeakSet<object>();

/** The app shell listens here and shows the modal, error page or unauthorized page. */
export function subscribeApiErrors(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The log line of an outcome the user is shown (the log viewer and Diagnostics › Logs). */
function outcomeText(outcome: VisibleOutcome): string {
  if (outcome.kind === 'modal') return `${outcome.title}: ${outcome.messages.join(' ')}`;
  if (outcome.kind === 'error-page') return `Error page: ${outcome.message}`;
  return `Unauthorized: ${outcome.code}`;
}

/** Shows an outcome; `error`, when given, is remembered as shown so nobody shows it again. */
export function publishApiError(outcome: ApiErrorOutcome, error?: unknown): void {
  if (typeof error === 'object' && error !== null) published.add(error);
  if (outcome.kind === 'ignored') return;
  logger.log('api', outcomeText(outcome));
  listeners.forEach((listener) => listener(outcome));
}

/** Whether an error has already been through the bus (shown, or deliberately ignored). */
export function wasPublished(error: unknown): boolean {
  return typeof error === 'object' && error !== null && published.has(error);
}
