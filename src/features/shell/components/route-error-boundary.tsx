import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { describeError, reportClientError } from '@/lib/report-client-error';
import { ErrorScreen } from './error-screen';

/** Unhandled errors while rendering a route: reported, then the error screen with the stack. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportClientError(error);
  }, [error]);
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen message={`${error.status} ${error.statusText}`} />;
  }
  const described = describeError(error);
  return <ErrorScreen message={described.message} stack={described.stack} />;
}
