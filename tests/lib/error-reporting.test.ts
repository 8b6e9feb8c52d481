import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { sessionStore } from '@/lib/auth/session-store';
import { createErrorReportTracker, type ErrorReport } from '@/lib/error-reporting';
import { reportClientError } from '@/lib/report-client-error';
import { buildUserState } from './fixtures/user-state';

describe('createErrorReportTracker', () => {
  it('reports a message 5 times, the 6th marked Possible infinte loop, then never again', () => {
    const tracker = createErrorReportTracker();
    const sent = Array.from({ length: 9 }, () => tracker.next('Cannot read properties of undefined', 'at Foo'));

    expect(sent.slice(0, 5)).toEqual(
      Array.from({ length: 5 }, () => ({ message: 'Cannot read properties of undefined', stack: 'at Foo' })),
    );
    expect(sent[5]).toEqual({ message: 'Possible infinte loop: Cannot read properties of undefined', stack: 'at Foo' });
    expect(sent.slice(6)).toEqual([null, null, null]);
  });

  it('counts each distinct message on its own', () => {
    const tracker = createErrorReportTracker();
    const results: Record<string, (ErrorReport | null)[]> = { a: [], b: [] };
    for (let round = 0; round < 7; round += 1) {
      results.a?.push(tracker.next('a', null));
      if (round < 3) results.b?.push(tracker.next('b', null));
    }

    expect(results.a?.map((report) => report?.message ?? null)).toEqual([
      'a',
      'a',
      'a',
      'a',
      'a',
      'Possible infinte loop: a',
      null,
    ]);
    expect(results.b?.map((report) => report?.message ?? null)).toEqual(['b', 'b', 'b']);
    expect(tracker.next('c', null)).toEqual({ message: 'c', stack: null });
  });

  it('keeps tracking up to 500 reports and trims the 10 oldest when the list reaches 500', () => {
    const tracker = createErrorReportTracker();
    for (let index = 0; index < 499; index += 1) tracker.next(`message ${index}`, null);
    expect(tracker.size()).toBe(499);
    tracker.next('message 499', null);
    expect(tracker.size()).toBe(500);
    tracker.next('message 500', null);
    expect(tracker.size()).toBe(491);
    tracker.next('message 501', null);
    expect(tracker.size()).toBe(492);
  });

  it('forgets the oldest reports when trimming, so their messages count afresh', () => {
    const tracker = createErrorReportTracker();
    for (let count = 0; count < 5; count += 1) tracker.next('old', null);
    for (let index = 0; index < 495; index += 1) tracker.next(`filler ${index}`, null);
    expect(tracker.size()).toBe(500);

    // Reaching 500 trims the ten oldest entries, among them all five reports of 'old'.
    tracker.next('trigger', null);
    expect(tracker.size()).toBe(491);
    expect(tracker.next('old', null)).toEqual({ message: 'old', stack: null });

    // A message still in the list keeps its count.
    for (let count = 0; count < 4; count += 1) tracker.next('filler 494', null);
    expect(tracker.next('filler 494', null)?.message).toBe('Possible infinte loop: filler 494');
  });

  it('does not grow the list for suppressed reports', () => {
    const tracker = createErrorReportTracker();
    for (let count = 0; count < 6; count += 1) tracker.next('loop', null);
    expect(tracker.size()).toBe(6);
    for (let count = 0; count < 20; count += 1) expect(tracker.next('loop', null)).toBeNull();
    expect(tracker.size()).toBe(6);
  });
});

describe('reportClientError', () => {
  const received: { body: { message: string; stack: string | null }; authorization: string | null }[] = [];
  const server = setupServer(
    http.post(`*/api/${endpoints.logger.logError}`, async ({ request }) => {
      received.push({
        body: (await request.json()) as { message: string; stack: string | null },
        authorization: request.headers.get('Authorization'),
      });
      return HttpResponse.json({});
    }),
  );

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    received.length = 0;
    sessionStore.reset();
  });
  afterEach(() => {
    server.resetHandlers();
    sessionStore.reset();
  });
  afterAll(() => server.close());

  function signIn(): void {
    sessionStore.signIn('access-1', buildUserState());
  }

  /** Reports a marker while signed in and waits for it: every earlier post has been sent by then. */
  async function flushWithMarker(marker: string): Promise<void> {
    if (sessionStore.getState().status !== 'signed-in') signIn();
    reportClientError(new Error(marker));
    await vi.waitFor(() => expect(received.map((call) => call.body.message)).toContain(marker));
  }

  it('posts the message and stack to Logger/LogError for a signed-in user', async () => {
    signIn();
    const error = new Error('Signed-in failure');

    reportClientError(error);

    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toEqual({ message: 'Signed-in failure', stack: error.stack });
    expect(received[0]?.authorization).toBe('Bearer access-1');
  });

  it('reports nothing while signed out', async () => {
    reportClientError(new Error('Signed-out failure'));
    reportClientError('A string failure while signed out');

    await flushWithMarker('marker after signed-out reports');
    expect(received.map((call) => call.body.message)).toEqual(['marker after signed-out reports']);
  });

  it('reports nothing while the session is being restored', async () => {
    sessionStore.setRestoring();
    reportClientError(new Error('Restoring failure'));

    await flushWithMarker('marker after restoring report');
    expect(received.map((call) => call.body.message)).toEqual(['marker after restoring report']);
  });

  it('suppresses repeats of the same error', async () => {
    signIn();
    for (let count = 0; count < 9; count += 1) reportClientError(new Error('Render loop'));

    await flushWithMarker('marker after repeats');
    const messages = received.map((call) => call.body.message);
    expect(messages.filter((message) => message === 'Render loop')).toHaveLength(5);
    expect(messages.filter((message) => message === 'Possible infinte loop: Render loop')).toHaveLength(1);
    expect(messages).toHaveLength(7);
  });
});
