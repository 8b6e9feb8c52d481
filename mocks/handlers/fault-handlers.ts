import { http } from 'msw';
import { interceptCall } from '../control';
import { endpointOf, notFound } from './handler-utils';

/** First handler: counts the call, applies latency and injected faults, then falls through. */
export const interceptHandler = http.all('*/api/*', ({ request }) => interceptCall(endpointOf(request)));

/** Last handler: an API path no handler answered does not exist. */
export const notFoundHandler = http.all('*/api/*', ({ request }) =>
  notFound(`No endpoint ${request.method} /api/${endpointOf(request)}`),
);
