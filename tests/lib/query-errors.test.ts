import { AxiosError, AxiosHeaders } from 'axios';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publishApiError, subscribeApiErrors, wasPublished } from '@/lib/api-client/api-error-bus';
import { classifyClientError, NO_ERROR_INFORMATION, type ApiErrorOutcome } from '@/lib/api-client/error-catalogue';
import { createQueryClient, type AppMutationMeta } from '@/lib/query-client';
import { isQueryError, throwsToErrorBoundary } from '@/lib/query-errors';

const customerSchema = z.object({ context: z.string(), customerName: z.string() });

/** What a request function throws when the server's answer fails its schema. */
function malformedAnswer(): Promise<never> {
  return Promise.reject(customerSchema.safeParse({ context: 'c-1', customerName: 42 }).error);
}

/** An HTTP failure the API client has already put through the catalogue. */
function shownHttpFailure(): AxiosError {
  const error = new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', { headers: new AxiosHeaders() });
  publishApiError({ kind: 'error-page', message: 'Database unavailable' }, error);
  return error;
}

let published: ApiErrorOutcome[];
let unsubscribe: () => void;
beforeEach(() => {
  published = [];
  unsubscribe = subscribeApiErrors((outcome) => published.push(outcome));
});
afterEach(() => unsubscribe());

function mutate(client: QueryClient, mutationFn: () => Promise<unknown>, meta?: AppMutationMeta) {
  return client.getMutationCache().build(client, { mutationFn, meta }).execute(undefined);
}

describe('the error catalogue for errors that are not HTTP failures', () => {
  it('shows a response that fails its schema as the error page with No error information available', async () => {
    const error = await malformedAnswer().catch((caught: unknown) => caught);
    expect(classifyClientError(error)).toEqual({ kind: 'error-page', message: NO_ERROR_INFORMATION });
    expect(classifyClientError(new TypeError('items is undefined'))).toEqual({ kind: 'error-page', message: 'items is undefined' });
  });
});

describe('QueryCache.onError', () => {
  it('shows a schema failure of a query nobody renders (fetchQuery from a handler) through the catalogue, once', async () => {
    const client = createQueryClient();
    const error = await client.fetchQuery({ queryKey: ['customer', 'detail', 'c-1'], queryFn: malformedAnswer }).catch((caught: unknown) => caught);

    expect(published).toEqual([{ kind: 'error-page', message: NO_ERROR_INFORMATION }]);
    expect(wasPublished(error)).toBe(true);
    expect(isQueryError(error)).toBe(true);
  });

  it('leaves a schema failure of a rendered query without data to the route error boundary', async () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['customer', 'detail', 'c-2'], queryFn: malformedAnswer });
    const results: boolean[] = [];
    const stop = observer.subscribe((result) => results.push(result.isError));
    await expect.poll(() => results.at(-1)).toBe(true);

    expect(published).toEqual([]);
    expect(isQueryError(observer.getCurrentResult().error)).toBe(true);
    stop();
  });

  it('leaves the error to a screen that shows it itself (throwOnError: false)', async () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['demo', 'session'], queryFn: malformedAnswer, throwOnError: false });
    const results: boolean[] = [];
    const stop = observer.subscribe((result) => results.push(result.isError));
    await expect.poll(() => results.at(-1)).toBe(true);

    expect(published).toEqual([]);
    stop();
  });

  it('does not show an HTTP failure again', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['customer', 'list'], queryFn: () => Promise.reject(shownHttpFailure()) }).catch(() => undefined);
    expect(published).toEqual([{ kind: 'error-page', message: 'Database unavailable' }]);
  });
});

describe('MutationCache.onError', () => {
  it('shows a schema failure of a mutation through the catalogue', async () => {
    const client = createQueryClient();
    await expect(mutate(client, malformedAnswer)).rejects.toThrow();
    expect(published).toEqual([{ kind: 'error-page', message: NO_ERROR_INFORMATION }]);
  });

  it('does not show an HTTP failure again, nor an error the caller shows itself', async () => {
    const client = createQueryClient();
    await expect(mutate(client, () => Promise.reject(shownHttpFailure()))).rejects.toThrow();
    await expect(mutate(client, () => Promise.reject(new Error('The provider is closed.')), { errorsShownByCaller: true })).rejects.toThrow();
    expect(published).toEqual([{ kind: 'error-page', message: 'Database unavailable' }]);
  });
});

describe('throwOnError for every query', () => {
  it('throws to the boundary what the API client did not show, when there is no data to show instead', async () => {
    const schemaError = await malformedAnswer().catch((caught: Error) => caught);
    expect(throwsToErrorBoundary(schemaError, { state: { data: undefined } } as never)).toBe(true);
    expect(throwsToErrorBoundary(schemaError, { state: { data: { name: 'kept' } } } as never)).toBe(false);
    expect(throwsToErrorBoundary(new AxiosError('Network Error', 'ERR_NETWORK'), { state: { data: undefined } } as never)).toBe(false);
  });
});
