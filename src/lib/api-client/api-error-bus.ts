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

/** Shows an outcome; `error`, when given, is remembered as shown so nobody shows it again. */
export function publishApiError(outcome: ApiErrorOutcome, error?: unknown): void {
  if (typeof error === 'object' && error !== null) published.add(error);
  if (outcome.kind === 'ignored') return;
  listeners.forEach((listener) => listener(outcome));
}

/** Whether an error has already been through the bus (shown, or deliberately ignored). */
export function wasPublished(error: unknown): boolean {
  return typeof error === 'object' && error !== null && published.has(error);
}
