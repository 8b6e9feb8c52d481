import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client/api-client';
import { subscribeApiErrors } from '@/lib/api-client/api-error-bus';
import {
  classifyApiError,
  NO_ERROR_INFORMATION,
  NO_RESPONSE_MESSAGE,
  NOT_FOUND_MESSAGE,
  VERSION_CONFLICT_MESSAGE,
  type ApiErrorOutcome,
} from '@/lib/api-client/error-catalogue';
import { sessionStore } from '@/lib/auth/session-store';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStore.reset();
  // jsdom's Blob has no stream(), which MSW's XMLHttpRequest interceptor needs to build the
  // mocked response of a `responseType: 'blob'` call; a browser has one Blob, so use Node's.
  vi.stubGlobal('Blob', NodeBlob);
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reset();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

interface Failure {
  error: unknown;
  /** What the API client published on the error bus for this call. */
  published: ApiErrorOutcome[];
  /** What the catalogue says for the rejected error. */
  classified: ApiErrorOutcome;
}

/** Makes `Test/Fail` answer with `resolver`, calls it through the real client and collects the outcome. */
async function failingCall(resolver: HttpResponseResolver, config: AxiosRequestConfig = {}): Promise<Failure> {
  server.use(http.get('*/api/Test/Fail', resolver));
  const published: ApiErrorOutcome[] = [];
  const stop = subscribeApiErrors((outcome) => published.push(outcome));
  try {
    const error = await api.get('Test/Fail', config).then(
      () => {
        throw new Error('Test/Fail was expected to fail');
      },
      (rejection: unknown) => rejection,
    );
    return { error, published, classified: await classifyApiError(error) };
  } finally {
    stop();
  }
}

function encoded(text: string): ArrayBuffer {
  return new TextEncoder().encode(text).buffer as ArrayBuffer;
}

describe('error modal', () => {
  it('shows the messages of a 400 JSON array (validation failure)', async () => {
    const failure = await failingCall(() => HttpResponse.json(['Name is required.', 'Email is not valid.'], { status: 400 }));
    expect(failure.published).toEqual([
      { kind: 'modal', title: expect.any(String), messages: ['Name is required.', 'Email is not valid.'] },
    ]);
    expect(failure.classified).toEqual(failure.published[0]);
  });

  it('shows the text body of a 422 (client-displayable exception)', async () => {
    const failure = await failingCall(() => HttpResponse.text('The customer has open invoices.', { status: 422 }));
    expect(failure.published).toEqual([{ kind: 'modal', title: expect.any(String), messages: ['The customer has open invoices.'] }]);
    expect(failure.classified).toEqual(failure.published[0]);
  });

  it('decodes a 422 text body that arrived as a Blob', async () => {
    const failure = await failingCall(() => HttpResponse.text('Unable to render the PDF.', { status: 422 }), {
      responseType: 'blob',
    });
    expect((failure.error as AxiosError).response?.data).toBeInstanceOf(Blob);
    expect(failure.published).toEqual([{ kind: 'modal', title: expect.any(String), messages: ['Unable to render the PDF.'] }]);
  });

  it('decodes a 422 text body that arrived as an ArrayBuffer', async () => {
    const failure = await failingCall(
      () => new HttpResponse(encoded('Unable to download the file.'), { status: 422, headers: { 'Content-Type': 'application/octet-stream' } }),
      { responseType: 'arraybuffer' },
    );
    expect((failure.error as AxiosError).response?.data).toBeInstanceOf(ArrayBuffer);
    expect(failure.published).toEqual([{ kind: 'modal', title: expect.any(String), messages: ['Unable to download the file.'] }]);
  });

  it('decodes a 400 JSON array that arrived as a Blob into the list of messages', async () => {
    const failure = await failingCall(() => HttpResponse.json(['First problem.', 'Second problem.'], { status: 400 }), {
      responseType: 'blob',
    });
    expect(failure.published).toEqual([{ kind: 'modal', title: expect.any(String), messages: ['First problem.', 'Second problem.'] }]);
  });

  it('shows a version conflict (409) with the server text, or a default explanation', async () => {
    const withText = await failingCall(() => HttpResponse.text('Changed by Olivia.', { status: 409 }));
    expect(withText.published).toEqual([{ kind: 'modal', title: expect.any(String), messages: ['Changed by Olivia.'] }]);
    const empty = await failingCall(() => new HttpResponse(null, { status: 409 }));
    expect(empty.published).toEqual([{ kind: 'modal', title: expect.any(String), messages: [VERSION_CONFLICT_MESSAGE] }]);
  });

  it.each([400, 422, 409])('never raises the modal for an image call answering %i', async (status) => {
    const failure = await failingCall(() => HttpResponse.text('Image problem', { status }), {
      responseType: 'blob',
      meta: { isImageCall: true },
    });
    expect(failure.published).toEqual([]);
    expect(failure.classified).toEqual({ kind: 'ignored' });
    expect((failure.error as AxiosError).response?.status).toBe(status);
  });
});

describe('error page', () => {
  it('shows No response received from the server when the connection drops (status 0)', async () => {
    const failure = await failingCall(() => HttpResponse.error());
    expect(failure.published).toEqual([{ kind: 'error-page', message: NO_RESPONSE_MESSAGE }]);
    expect(NO_RESPONSE_MESSAGE).toBe('No response received from the server');
    expect((failure.error as AxiosError).response).toBeUndefined();
  });

  it('shows Resource not found for a 404, whatever the body says', async () => {
    const failure = await failingCall(() => HttpResponse.json({ message: 'No job with that context' }, { status: 404 }));
    expect(failure.published).toEqual([{ kind: 'error-page', message: 'Resource not found' }]);
    expect(NOT_FOUND_MESSAGE).toBe('Resource not found');
  });

  it("shows the server's error text for any other status", async () => {
    const failure = await failingCall(() => HttpResponse.text('Database unavailable', { status: 500 }));
    expect(failure.published).toEqual([{ kind: 'error-page', message: 'Database unavailable' }]);
    const gateway = await failingCall(() => HttpResponse.text('Bad gateway', { status: 502 }));
    expect(gateway.published).toEqual([{ kind: 'error-page', message: 'Bad gateway' }]);
  });

  it('shows No error information available when the body is empty', async () => {
    const failure = await failingCall(() => new HttpResponse(null, { status: 500 }));
    expect(failure.published).toEqual([{ kind: 'error-page', message: 'No error information available' }]);
    expect(NO_ERROR_INFORMATION).toBe('No error information available');
    const blank = await failingCall(() => HttpResponse.text('   ', { status: 503 }));
    expect(blank.published).toEqual([{ kind: 'error-page', message: 'No error information available' }]);
  });

  it('classifies a non-HTTP failure as an error page with its message', async () => {
    expect(await classifyApiError(new Error('Response failed validation'))).toEqual({
      kind: 'error-page',
      message: 'Response failed validation',
    });
  });
});

describe('unauthorized page', () => {
  it('shows SERVER_FORBIDDEN with the request address for a 403', async () => {
    const failure = await failingCall(() => HttpResponse.text('Forbidden: requires ADMINISTRATOR', { status: 403 }));
    expect(failure.published).toHaveLength(1);
    const outcome = failure.published[0];
    expect(outcome?.kind).toBe('unauthorized');
    expect(outcome?.kind === 'unauthorized' && outcome.code).toMatch(/^SERVER_FORBIDDEN: \S*api\/Test\/Fail$/);
  });

  it('shows SERVER_UNAUTHORIZED: <url> for a 401 when nobody is signed in', async () => {
    const failure = await failingCall(() => HttpResponse.text('Unauthorized', { status: 401 }));
    expect(failure.published).toHaveLength(1);
    const outcome = failure.published[0];
    expect(outcome?.kind).toBe('unauthorized');
    expect(outcome?.kind === 'unauthorized' && outcome.code).toMatch(/^SERVER_UNAUTHORIZED: \S*api\/Test\/Fail$/);
  });
});

describe('statuses the caller handles', () => {
  it('publishes nothing for a status listed in meta.handledStatuses', async () => {
    const failure = await failingCall(() => HttpResponse.text('Boom', { status: 500 }), { meta: { handledStatuses: [500, 404] } });
    expect(failure.published).toEqual([]);
    expect(failure.classified).toEqual({ kind: 'ignored' });
    expect((failure.error as AxiosError).response?.status).toBe(500);
  });

  it('still publishes statuses that are not listed', async () => {
    const failure = await failingCall(() => HttpResponse.text('Boom', { status: 500 }), { meta: { handledStatuses: [404] } });
    expect(failure.published).toEqual([{ kind: 'error-page', message: 'Boom' }]);
  });

  it('publishes nothing at all with handledStatuses: true, even for a dropped connection', async () => {
    const failure = await failingCall(() => HttpResponse.error(), { meta: { handledStatuses: true } });
    expect(failure.published).toEqual([]);
    const validation = await failingCall(() => HttpResponse.json(['Bad'], { status: 400 }), { meta: { handledStatuses: true } });
    expect(validation.published).toEqual([]);
  });
});

describe('cancelled requests', () => {
  it('ignores a request cancelled while in flight', async () => {
    let arrived!: () => void;
    const arrivedPromise = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/Test/Slow', async () => {
        arrived();
        await held;
        return HttpResponse.json({});
      }),
    );
    const published: ApiErrorOutcome[] = [];
    const stop = subscribeApiErrors((outcome) => published.push(outcome));
    const controller = new AbortController();
    try {
      const request = api.get('Test/Slow', { signal: controller.signal }).then(
        () => null,
        (error: unknown) => error,
      );
      await arrivedPromise;
      controller.abort();
      const error = await request;

      expect(axios.isCancel(error)).toBe(true);
      expect(published).toEqual([]);
      expect(await classifyApiError(error)).toEqual({ kind: 'ignored' });
    } finally {
      release();
      stop();
    }
  });
});
