import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { classifyClientError, isSchemaError, schemaErrorDetails } from '@/lib/api-client/error-catalogue';
import { isQueryError } from '@/lib/query-errors';
import { describeError, reportClientError } from '@/lib/report-client-error';
import { ErrorScreen } from './error-screen';

/**
 * Errors while rendering a route, a page's query that failed without data included (a response that
 * fails its schema): reported, then the error screen in place of the page with the error catalogue's
 * message. A failed query offers Retry, which loads the page again and asks for its data again.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportClientError(error);
  }, [error]);

  if (isRouteErrorResponse(error)) {
    return <ErrorScreen message={`${error.status} ${error.statusText}`} />;
  }
  const { message } = classifyClientError(error);
  const details = isSchemaError(error) ? schemaErrorDetails(error) : describeError(error).stack;
  // The same address again: the boundary clears and the page mounts afresh; reset lets its failed queries fetch on mount.
  const retry = () => {
    reset();
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state as unknown });
  };
  return <ErrorScreen message={message} stack={details} onRetry={isQueryError(error) ? retry : undefined} />;
}
