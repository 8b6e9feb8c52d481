import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosError } from 'axios';
import { endpoints } from '@/config/endpoints';
import { APP_VERSION } from '@/config/version';
import { api } from '@/lib/api-client/api-client';
import { subscribeApiErrors } from '@/lib/api-client/api-error-bus';
import { NO_ERROR_INFORMATION, NO_RESPONSE_MESSAGE, type ApiErrorOutcome } from '@/lib/api-client/error-catalogue';
import { LOGOUT_CODE_KEY } from '@/lib/auth/cross-tab';
import { readRefreshToken, writeRefreshToken } from '@/lib/auth/refresh-token-storage';
import { sessionStore, type SignOutReason } from '@/lib/auth/session-store';
import { REFRESH_TIMEOUT_MS } from '@/lib/auth/refresh-session';
import { restoreSession } from '@/lib/auth/restore-session';
import { OFFLINE_USER_KEY, rememberUserForOffline } from '@/lib/auth/offline-user';
import { classifyApiError } from '@/lib/api-client/error-catalogue';
import { isWorkingOffline, markServerReachable, markServerUnreachable } from '@/lib/api-client/connectivity';
import { onSignOut, signOut } from '@/lib/auth/sign-out';
import { buildUserState } from '../fixtures/user-state';

const userState = buildUserState();
const refreshedUserState = buildUserState({ name: { first: 'Refreshed', last: 'User' } });

/** What the fake server saw. */
interface Recorded {
  /** Calls per endpoint and bearer token (`'<none>'` when no Authorization header). */
  calls: Map<string, Map<string, number>>;
  refreshBodies: unknown[];
  refreshHeaders: Headers[];
  logoutBodies: unknown[];
  /** The Authorization header of each Logout call (`null`: none). */
  logoutAuthorization: (string | null)[];
  productHeaders: Headers[];
}

let recorded: Recorded;
/** The access token the protected endpoints accept. */
let validToken: string;
/** How the refresh endpoint answers: tokens, 401, a dropped connection, or another status. */
let refreshAnswer: 'ok' | 'expired' | 'drop' | number;
/** When set, the refresh endpoint answers only once it settles. */
let refreshHold: Promise<void> | null;

function bearerOf(request: Request): string {
  return /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '<none>';
}

function count(endpoint: string, request: Request): string {
  const token = bearerOf(request);
  const perToken = recorded.calls.get(endpoint) ?? new Map<string, number>();
  perToken.set(token, (perToken.get(token) ?? 0) + 1);
  recorded.calls.set(endpoint, perToken);
  return token;
}

function callsOf(endpoint: string): Record<string, number> {
  return Object.fromEntries(recorded.calls.get(endpoint) ?? []);
}

const unauthorized = () => HttpResponse.text('Access token expired', { status: 401 });

const server = setupServer(
  http.post(`*/api/${endpoints.auth.refreshToken}`, async ({ request }) => {
    recorded.refreshBodies.push(await request.json());
    recorded.refreshHeaders.push(request.headers);
    if (refreshHold) await refreshHold;
    if (refreshAnswer === 'expired') return HttpResponse.text('Refresh token expired', { status: 401 });
    if (refreshAnswer === 'drop') return HttpResponse.error();
    if (typeof refreshAnswer === 'number') return HttpResponse.text(refreshAnswer >= 500 ? '' : 'Refused', { status: refreshAnswer });
    return HttpResponse.json({ accessToken: 'new', refreshToken: 'r2', userState: refreshedUserState });
  }),
  http.post(`*/api/${endpoints.auth.logout}`, async ({ request }) => {
    recorded.logoutBodies.push(await request.json());
    recorded.logoutAuthorization.push(request.headers.get('Authorization'));
    return HttpResponse.json({});
  }),
  http.post(`*/api/${endpoints.auth.authenticate}`, ({ request }) => {
    count('authenticate', request);
    return unauthorized();
  }),
  http.all('*/api/Test/Echo', ({ request }) => {
    count('echo', request);
    recorded.productHeaders.push(request.headers);
    return HttpResponse.json({ method: request.method });
  }),
  http.get('*/api/Test/Protected', ({ request }) => {
    const token = count('protected', request);
    if (token !== validToken) return unauthorized();
    recorded.productHeaders.push(request.headers);
    return HttpResponse.json({ token });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  recorded = { calls: new Map(), refreshBodies: [], refreshHeaders: [], logoutBodies: [], logoutAuthorization: [], productHeaders: [] };
  validToken = 'new';
  refreshAnswer = 'ok';
  refreshHold = null;
  sessionStore.reset();
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.reset();
  markServerReachable();
});
afterAll(() => server.close());

function signInWithOldToken(): void {
  sessionStore.signIn('old', userState);
  writeRefreshToken('r1');
}

function collectApiErrors(): { outcomes: ApiErrorOutcome[]; stop: () => void } {
  const outcomes: ApiErrorOutcome[] = [];
  const stop = subscribeApiErrors((outcome) => outcomes.push(outcome));
  return { outcomes, stop };
}

/** A promise plus the function that settles it, to hold a handler's answer until the test says so. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('product API headers', () => {
  it('sends Authorization, VersionKey and ClientTimezoneOffset on every product call', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-120);
    sessionStore.signIn('token-1', userState);

    await api.get('Test/Echo');
    await api.post('Test/Echo', { any: 'body' });
    await api.delete('Test/Echo');

    expect(recorded.productHeaders).toHaveLength(3);
    for (const headers of recorded.productHeaders) {
      expect(headers.get('Authorization')).toBe('Bearer token-1');
      expect(headers.get('VersionKey')).toBe(APP_VERSION);
      expect(headers.get('ClientTimezoneOffset')).toBe('-120');
    }
  });

  it('sends the timezone offset of the client in minutes as text', async () => {
    sessionStore.signIn('token-1', userState);
    await api.get('Test/Echo');
    expect(recorded.productHeaders[0]?.get('ClientTimezoneOffset')).toBe(String(new Date().getTimezoneOffset()));
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('uses the access token held at the moment each request is sent', async () => {
    sessionStore.signIn('token-1', userState);
    await api.get('Test/Echo');
    sessionStore.signIn('token-2', userState);
    await api.get('Test/Echo');
    expect(callsOf('echo')).toEqual({ 'token-1': 1, 'token-2': 1 });
  });

  it('sends no Authorization header when signed out, but still the version and timezone headers', async () => {
    await api.get('Test/Echo');
    const headers = recorded.productHeaders[0];
    expect(headers?.has('Authorization')).toBe(false);
    expect(headers?.get('VersionKey')).toBe(APP_VERSION);
    expect(headers?.get('ClientTimezoneOffset')).toBe(String(new Date().getTimezoneOffset()));
  });
});

describe('token refresh on 401', () => {
  it('shares one refresh among concurrent 401s and retries each request once with the new token', async () => {
    signInWithOldToken();

    const results = await Promise.all(Array.from({ length: 5 }, () => api.get<{ token: string }>('Test/Protected')));

    expect(recorded.refreshBodies).toHaveLength(1);
    expect(results.map((result) => result.data.token)).toEqual(['new', 'new', 'new', 'new', 'new']);
    expect(callsOf('protected')).toEqual({ old: 5, new: 5 });
  });

  it('sends the current access token and the stored refresh token to the refresh call, with the product headers', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300);
    signInWithOldToken();

    await api.get('Test/Protected');

    expect(recorded.refreshBodies).toEqual([{ accessToken: 'old', refreshToken: 'r1' }]);
    expect(recorded.refreshHeaders[0]?.get('VersionKey')).toBe(APP_VERSION);
    expect(recorded.refreshHeaders[0]?.get('ClientTimezoneOffset')).toBe('300');
    // The retried request carries the product headers too.
    expect(recorded.productHeaders[0]?.get('Authorization')).toBe('Bearer new');
    expect(recorded.productHeaders[0]?.get('VersionKey')).toBe(APP_VERSION);
    expect(recorded.productHeaders[0]?.get('ClientTimezoneOffset')).toBe('300');
  });

  it('stores the rotated refresh token and the refreshed session', async () => {
    signInWithOldToken();

    await api.get('Test/Protected');

    expect(readRefreshToken()).toBe('r2');
    const session = sessionStore.getState();
    expect(session.status).toBe('signed-in');
    expect(session.accessToken).toBe('new');
    expect(session.userState?.name.first).toBe('Refreshed');
  });

  it('keeps the access token out of browser storage', async () => {
    signInWithOldToken();
    await api.get('Test/Protected');

    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '') ?? ''),
    );
    expect(stored).toContain('r2');
    expect(stored.filter((value) => value.includes('new'))).toEqual([]);
    expect(stored.filter((value) => value.includes('old'))).toEqual([]);
  });

  it('retries a request sent with an outdated token with the current one, without another refresh', async () => {
    signInWithOldToken();
    const slowAnswer = gate();
    const slowArrived = gate();
    server.use(
      http.get('*/api/Test/Slow', async ({ request }) => {
        const token = count('slow', request);
        if (token === 'old') {
          slowArrived.open();
          await slowAnswer.promise;
          return unauthorized();
        }
        return HttpResponse.json({ token });
      }),
    );

    const slow = api.get<{ token: string }>('Test/Slow');
    await slowArrived.promise;
    // Another request meets the expired token and refreshes while the slow one is still out.
    const fast = await api.get<{ token: string }>('Test/Protected');
    expect(fast.data.token).toBe('new');
    expect(recorded.refreshBodies).toHaveLength(1);

    slowAnswer.open();
    const slowResult = await slow;

    expect(slowResult.data.token).toBe('new');
    expect(callsOf('slow')).toEqual({ old: 1, new: 1 });
    expect(recorded.refreshBodies).toHaveLength(1);
  });

  it('retries with the current token when a new token arrived by other means while the request was out', async () => {
    signInWithOldToken();
    const slowAnswer = gate();
    const slowArrived = gate();
    server.use(
      http.get('*/api/Test/Slow', async ({ request }) => {
        const token = count('slow', request);
        if (token === 'old') {
          slowArrived.open();
          await slowAnswer.promise;
          return unauthorized();
        }
        return HttpResponse.json({ token });
      }),
    );

    const slow = api.get<{ token: string }>('Test/Slow');
    await slowArrived.promise;
    sessionStore.signIn('fresh', userState);
    slowAnswer.open();

    expect((await slow).data.token).toBe('fresh');
    expect(callsOf('slow')).toEqual({ old: 1, fresh: 1 });
    expect(recorded.refreshBodies).toHaveLength(0);
  });

  it('a sign-out while the refresh is under way stays a sign-out: its answer neither signs back in nor stores a refresh token', async () => {
    signInWithOldToken();
    const hold = gate();
    refreshHold = hold.promise;
    const { outcomes, stop } = collectApiErrors();

    const request = api.get('Test/Protected').catch((error: unknown) => error as AxiosError);
    await vi.waitFor(() => expect(recorded.refreshBodies).toHaveLength(1));
    signOut('user');
    hold.open();
    const failed = await request;
    stop();

    expect((failed as AxiosError).response?.status).toBe(401);
    expect(sessionStore.getState().status).toBe('signed-out');
    expect(sessionStore.getState().accessToken).toBeNull();
    expect(readRefreshToken()).toBeNull();
    // The request belonged to the session that ended: no error is shown for it.
    expect(outcomes).toEqual([]);
  });

  it('a new session does not take the answer of a refresh started for the one before it', async () => {
    signInWithOldToken();
    const hold = gate();
    refreshHold = hold.promise;
    const earlier = api.get('Test/Protected').catch((error: unknown) => error as AxiosError);
    await vi.waitFor(() => expect(recorded.refreshBodies).toHaveLength(1));

    // Another session starts (tests between cases, a sign-in after a sign-out) and needs a refresh of its own.
    sessionStore.reset();
    sessionStore.signIn('other-old', userState);
    writeRefreshToken('r7');
    const later = api.get('Test/Protected');
    await vi.waitFor(() => expect(recorded.refreshBodies).toHaveLength(2));
    hold.open();

    expect((await later).data).toEqual({ token: 'new' });
    expect(((await earlier) as AxiosError).response?.status).toBe(401);
    expect(recorded.refreshBodies).toEqual([
      { accessToken: 'old', refreshToken: 'r1' },
      { accessToken: 'other-old', refreshToken: 'r7' },
    ]);
    expect(sessionStore.getState().status).toBe('signed-in');
  });

  it('retries only once: a 401 on the retry rejects without a second refresh', async () => {
    signInWithOldToken();
    validToken = 'never-valid';

    const failure = await api.get('Test/Protected').then(
      () => null,
      (error: AxiosError) => error,
    );

    expect(failure?.response?.status).toBe(401);
    expect(recorded.refreshBodies).toHaveLength(1);
    expect(callsOf('protected')).toEqual({ old: 1, new: 1 });
  });

  it('signs out exactly once when the refresh fails, and every waiting request rejects', async () => {
    signInWithOldToken();
    refreshAnswer = 'expired';
    const reasons: SignOutReason[] = [];
    const stopListening = onSignOut((reason) => reasons.push(reason));
    const told: unknown[][] = [];
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      told.push([key, value]);
      setItem.call(this, key, value);
    });

    try {
      const settled = await Promise.allSettled(Array.from({ length: 5 }, () => api.get('Test/Protected')));

      expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
      for (const result of settled) {
        if (result.status === 'rejected') expect((result.reason as AxiosError).response?.status).toBe(401);
      }
      expect(recorded.refreshBodies).toHaveLength(1);
      expect(callsOf('protected')).toEqual({ old: 5 });

      const session = sessionStore.getState();
      expect(session.status).toBe('signed-out');
      expect(session.signOutReason).toBe('refresh-expired');
      expect(session.accessToken).toBeNull();
      expect(session.userState).toBeNull();
      expect(readRefreshToken()).toBeNull();
      expect(reasons).toEqual(['refresh-expired']);

      // Other tabs were told (the logout code was written), and it does not stay in storage.
      expect(told).toContainEqual([LOGOUT_CODE_KEY, expect.stringContaining('"reason":"refresh-expired"')]);
      expect(localStorage.getItem(LOGOUT_CODE_KEY)).toBeNull();

      // The server is told once to revoke the refresh token.
      await vi.waitFor(() => expect(recorded.logoutBodies).toHaveLength(1));
      expect(recorded.logoutBodies[0]).toEqual({ refreshToken: 'r1' });
    } finally {
      stopListening();
    }
  });

  it('does not refresh on a 401 from UserAuthentication/Authenticate', async () => {
    signInWithOldToken();
    const { outcomes, stop } = collectApiErrors();

    try {
      const failure = await api.post(endpoints.auth.authenticate, { username: 'a@b.test', password: 'x' }).then(
        () => null,
        (error: AxiosError) => error,
      );

      expect(failure?.response?.status).toBe(401);
      expect(callsOf('authenticate')).toEqual({ old: 1 });
      expect(recorded.refreshBodies).toHaveLength(0);
      expect(sessionStore.getState().status).toBe('signed-in');
      expect(readRefreshToken()).toBe('r1');
      expect(outcomes).toHaveLength(1);
      expect(outcomes[0]).toMatchObject({ kind: 'unauthorized' });
    } finally {
      stop();
    }
  });

  it('does not refresh when nobody is signed in', async () => {
    writeRefreshToken('r1');

    const failure = await api.get('Test/Protected').then(
      () => null,
      (error: AxiosError) => error,
    );

    expect(failure?.response?.status).toBe(401);
    expect(recorded.refreshBodies).toHaveLength(0);
    expect(callsOf('protected')).toEqual({ '<none>': 1 });
  });
});

describe('a request outliving its session', () => {
  it('stays silent when its 401 arrives after the failed refresh signed the user out', async () => {
    signInWithOldToken();
    refreshAnswer = 'expired';
    const slow = gate();
    server.use(
      http.get('*/api/Test/Slow', async ({ request }) => {
        count('slow', request);
        await slow.promise;
        return unauthorized();
      }),
    );
    const { outcomes, stop } = collectApiErrors();
    const late = api.get('Test/Slow');
    await expect(api.get('Test/Protected')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sessionStore.getState().signOutReason).toBe('refresh-expired');
    slow.open();
    await expect(late).rejects.toMatchObject({ response: { status: 401 } });
    stop();
    expect(outcomes).toEqual([]);
    expect(recorded.refreshBodies).toHaveLength(1);
    // The sign-out's Logout call arrives here, not in a later test.
    await vi.waitFor(() => expect(recorded.logoutBodies).toEqual([{ refreshToken: 'r1' }]));
  });
});

describe('a refresh that gets no answer is a connection failure, not a rejection', () => {
  it.each([
    ['a dropped connection', 'drop', NO_RESPONSE_MESSAGE],
    ['502', 502, NO_ERROR_INFORMATION],
    ['503', 503, NO_ERROR_INFORMATION],
    ['504', 504, NO_ERROR_INFORMATION],
  ] as const)('keeps the session after %s, shows the failure once, and the next request refreshes again', async (_what, answer, message) => {
    signInWithOldToken();
    refreshAnswer = answer;
    const reasons: SignOutReason[] = [];
    const stopListening = onSignOut((reason) => reasons.push(reason));
    const { outcomes, stop } = collectApiErrors();

    try {
      const settled = await Promise.allSettled(Array.from({ length: 3 }, () => api.get('Test/Protected')));

      // Each waiting request fails with the refresh's status (none for a dropped connection)...
      for (const result of settled) {
        expect(result.status).toBe('rejected');
        if (result.status === 'rejected') expect((result.reason as AxiosError).response?.status).toBe(answer === 'drop' ? undefined : answer);
      }
      // ...shown once as the error catalogue says for that status.
      expect(outcomes).toEqual([{ kind: 'error-page', message }]);
      expect(recorded.refreshBodies).toHaveLength(1);

      // The session stays: nobody is signed out and the refresh token is kept.
      expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', accessToken: 'old', signOutReason: null });
      expect(readRefreshToken()).toBe('r1');
      expect(reasons).toEqual([]);
      expect(recorded.logoutBodies).toEqual([]);

      // The next request tries the refresh again.
      refreshAnswer = 'ok';
      const next = await api.get<{ token: string }>('Test/Protected');
      expect(next.data.token).toBe('new');
      expect(recorded.refreshBodies).toHaveLength(2);
      expect(recorded.refreshBodies[1]).toEqual({ accessToken: 'old', refreshToken: 'r1' });
      expect(readRefreshToken()).toBe('r2');
    } finally {
      stop();
      stopListening();
    }
  });

  it.each([400, 401])('ends the session when the token endpoint rejects the refresh token with %i', async (status) => {
    signInWithOldToken();
    refreshAnswer = status;

    await expect(api.get('Test/Protected')).rejects.toMatchObject({ response: { status: 401 } });

    expect(sessionStore.getState()).toMatchObject({ status: 'signed-out', signOutReason: 'refresh-expired' });
    expect(readRefreshToken()).toBeNull();
    await vi.waitFor(() => expect(recorded.logoutBodies).toEqual([{ refreshToken: 'r1' }]));
  });

  it('treats a refresh without an answer in time as no response', async () => {
    signInWithOldToken();
    const never = gate();
    const arrived = gate();
    server.use(
      http.post(`*/api/${endpoints.auth.refreshToken}`, async () => {
        arrived.open();
        await never.promise;
        return HttpResponse.json({});
      }),
    );
    const { outcomes, stop } = collectApiErrors();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    try {
      const failing = api.get('Test/Protected').then(
        () => null,
        (error: AxiosError) => error,
      );
      await arrived.promise;
      await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS);
      const failure = await failing;

      expect(failure?.response).toBeUndefined();
      expect(outcomes).toEqual([{ kind: 'error-page', message: NO_RESPONSE_MESSAGE }]);
      expect(sessionStore.getState().status).toBe('signed-in');
      expect(readRefreshToken()).toBe('r1');
    } finally {
      never.open();
      stop();
    }
  });
});

describe('session restore at start', () => {
  it.each(['drop', 502, 503, 504] as const)('keeps the stored refresh token when the refresh gets no answer (%s)', async (answer) => {
    writeRefreshToken('r1');
    refreshAnswer = answer;

    expect(await restoreSession()).toBe('no-response');

    expect(readRefreshToken()).toBe('r1');
    expect(sessionStore.getState().signOutReason).toBeNull();
    expect(recorded.logoutBodies).toEqual([]);
  });

  it('opens signed in from the kept user state, without a token and working offline, when the refresh gets no answer at all', async () => {
    writeRefreshToken('r1');
    localStorage.setItem(OFFLINE_USER_KEY, JSON.stringify(userState));
    refreshAnswer = 'drop';

    expect(await restoreSession()).toBe('signed-in');

    expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', accessToken: '', userState });
    expect(readRefreshToken()).toBe('r1');
    expect(isWorkingOffline()).toBe(true);
  });

  it.each([502, 503, 504] as const)('says the server did not respond for a %s even with a kept user state, and without one for no answer', async (status) => {
    writeRefreshToken('r1');
    refreshAnswer = 'drop';
    expect(await restoreSession()).toBe('no-response');
    localStorage.setItem(OFFLINE_USER_KEY, JSON.stringify(userState));
    refreshAnswer = status;
    expect(await restoreSession()).toBe('no-response');
    expect(isWorkingOffline()).toBe(false);
  });

  it('keeps the user state while signed in and forgets it at sign-out', () => {
    const stop = rememberUserForOffline();
    try {
      sessionStore.signIn('a1', userState);
      expect(JSON.parse(localStorage.getItem(OFFLINE_USER_KEY) ?? 'null')).toEqual(userState);
      // The store's sign-out (signOut() would also send a Logout call that a later test would see).
      sessionStore.signOut('user');
      expect(localStorage.getItem(OFFLINE_USER_KEY)).toBeNull();
    } finally {
      stop();
    }
  });

  it('shows no error page for a call that gets no answer while the device is offline', async () => {
    server.use(http.get('*/api/Test/Offline', () => HttpResponse.error()));
    const error = await api.get('Test/Offline').then(
      () => null,
      (failure: AxiosError) => failure,
    );
    expect(await classifyApiError(error)).toEqual({ kind: 'error-page', message: NO_RESPONSE_MESSAGE });
    markServerUnreachable();
    expect(await classifyApiError(error)).toEqual({ kind: 'ignored' });
    // Any answer from the server ends working offline.
    markServerReachable();
    expect(await classifyApiError(error)).toEqual({ kind: 'error-page', message: NO_RESPONSE_MESSAGE });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await classifyApiError(error)).toEqual({ kind: 'ignored' });
  });

  it('signs out when the server refuses the refresh token', async () => {
    writeRefreshToken('r1');
    refreshAnswer = 'expired';

    expect(await restoreSession()).toBe('signed-out');

    expect(sessionStore.getState().signOutReason).toBe('session-invalid');
    expect(readRefreshToken()).toBeNull();
    await vi.waitFor(() => expect(recorded.logoutBodies).toEqual([{ refreshToken: 'r1' }]));
  });
});

describe('logout', () => {
  it('sends the access token with the Logout call and leaves nothing of the session in storage', async () => {
    signInWithOldToken();

    signOut('user');

    await vi.waitFor(() => expect(recorded.logoutBodies).toHaveLength(1));
    expect(recorded.logoutBodies[0]).toEqual({ refreshToken: 'r1' });
    expect(recorded.logoutAuthorization).toEqual(['Bearer old']);
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-out', accessToken: null, userState: null, signOutReason: 'user' });
    const stored = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    expect(stored).toEqual([]);
  });
});
