import type { ApiErrorOutcome } from './error-catalogue';

type VisibleOutcome = Exclude<ApiErrorOutcome, { kind: 'ignored' }>;
type Listener = (outcome: VisibleOutcome) => void;

const listeners = new Set<Listener>();

/** The app shell listens here and shows the modal, error page or unauthorized page. */
export function subscribeApiErrors(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishApiError(outcome: ApiErrorOutcome): void {
  if (outcome.kind === 'ignored') return;
  listeners.forEach((listener) => listener(outcome));
}
