import type { Query } from '@tanstack/react-query';
import { publishApiError, wasPublished } from './api-client/api-error-bus';
import { classifyClientError, isApiClientError } from './api-client/error-catalogue';
import { reportClientError } from './report-client-error';

/**
 * Where an error of a query or mutation is shown, so every error reaches the error catalogue once:
 * - HTTP failures went through the catalogue in the API client's interceptor (modal, error page,
 *   unauthorized page, or left to the caller by `meta.handledStatuses`): nothing more here.
 * - Any other error (a response that fails its schema, a bug in a request function) of a query a
 *   page renders without data is thrown to the route error boundary, which shows the catalogue's
 *   message with Retry in place of the page.
 * - The rest (a failed refetch under data on screen, `fetchQuery` from an event handler, a mutation)
 *   is reported and shown through the catalogue (the error page), unless the screen shows it itself:
 *   a query observed with `throwOnError: false`, a mutation with `meta.errorsShownByCaller`.
 */

const queryErrors = new WeakSet<object>();

type AnyQuery = Query<unknown, unknown, unknown>;

/** The default `throwOnError` of every query: errors the API client did not show, when there is nothing else to show. */
export function throwsToErrorBoundary(error: Error, query: Pick<AnyQuery, 'state'>): boolean {
  return !isApiClientError(error) && query.state.data === undefined;
}

/** Whether an error came from a query, so retrying the query may cure it (the error screen then offers Retry). */
export function isQueryError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && queryErrors.has(error);
}

function willThrow(query: AnyQuery, error: Error): boolean {
  return query.observers.some((observer) => {
    const throwOnError: unknown = observer.options.throwOnError;
    if (typeof throwOnError === 'function') return Boolean((throwOnError as (error: Error, query: AnyQuery) => boolean)(error, query));
    return throwOnError === true;
  });
}

function showThroughCatalogue(error: unknown): void {
  reportClientError(error);
  publishApiError(classifyClientError(error), error);
}

/** `QueryCache.onError`. */
export function handleQueryError(error: Error, query: AnyQuery): void {
  if (isApiClientError(error) || wasPublished(error)) return;
  queryErrors.add(error);
  if (willThrow(query, error)) return; // the route error boundary shows and reports it
  const observers = query.observers;
  if (observers.length > 0 && observers.every((observer) => observer.options.throwOnError === false)) return; // the screen shows it
  showThroughCatalogue(error);
}

/** `MutationCache.onError`. */
export function handleMutationError(error: Error, meta: { errorsShownByCaller?: true } | undefined): void {
  if (isApiClientError(error) || wasPublished(error) || meta?.errorsShownByCaller) return;
  showThroughCatalogue(error);
}
