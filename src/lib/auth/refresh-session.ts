import { AxiosError } from 'axios';
import { bareClient } from '@/lib/api-client/bare-client';
import { productHeaders } from '@/lib/api-client/request-headers';
import { endpoints } from '@/config/endpoints';
import { tokenRefreshResponseSchema, type TokenRefreshResponse } from './session-schemas';
import { readLatestRefreshToken, storeRefreshToken } from './refresh-token-storage';
import { sessionStore } from './session-store';

/** How long a refresh may take before it counts as no response (and the cross-tab lock is let go). */
export const REFRESH_TIMEOUT_MS = 20_000;

/**
 * Why a refresh failed. Only a definite rejection ends the session: the token endpoint answered 400
 * or 401, or there is no refresh token to send. Anything else (no response, a timeout, 502/503/504,
 * an answer that is not a token pair) is a connection failure: the session stays and the next
 * request tries again. `cause` is what failed (the axios error of the refresh call, when there was one).
 */
export class RefreshFailedError extends Error {
  constructor(
    message: string,
    /** The server refused the refresh token (400/401), or none is stored: the session is over. */
    readonly rejected: boolean,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'RefreshFailedError';
  }
}

/** The HTTP status of a failed call: 0 when there was no response. */
function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 0;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : 0;
}

/** Whether a failed refresh call is the server's definite "no" to the refresh token. */
export function isRefreshRejection(error: unknown): boolean {
  const status = statusOf(error);
  return status === 400 || status === 401;
}

/** The refresh under way, and the session (its token generation) it is for. */
let inflight: { generation: number; tokens: Promise<TokenRefreshResponse> } | null = null;

/**
 * The call, or a no-response error (axios's timeout error) once `REFRESH_TIMEOUT_MS` have passed
 * without an answer; the call is then aborted. Works the same with every adapter (the browser's, the
 * demo's in-page mock), so a refresh can never hold the cross-tab lock for good.
 */
async function withTimeout<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AxiosError(`timeout of ${REFRESH_TIMEOUT_MS}ms exceeded`, AxiosError.ECONNABORTED));
    }, REFRESH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  // Refresh tokens are single-use; tabs take turns so each uses the newest token in storage.
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request('fieldline-token-refresh', work);
}

/**
 * The session changed while its refresh was under way (the user signed out, or someone signed in):
 * the refresh's answer belongs to a session that is over, and is dropped. Not a rejection: the
 * session as it is now stays as it is.
 */
export class SessionChangedError extends RefreshFailedError {
  constructor() {
    super('The session changed while its token was refreshed', false);
    this.name = 'SessionChangedError';
  }
}

async function requestNewTokens(generation: number): Promise<TokenRefreshResponse> {
  return withCrossTabLock(async () => {
    // The newest token any tab stored (localStorage may not show another tab's write yet).
    const refreshToken = await readLatestRefreshToken();
    if (!refreshToken) throw new RefreshFailedError('No refresh token', true);
    try {
      const response = await withTimeout((signal) =>
        bareClient.post(endpoints.auth.refreshToken, { accessToken: sessionStore.getState().accessToken, refreshToken }, { headers: productHeaders(), signal }),
      );
      const tokens = tokenRefreshResponseSchema.parse(response.data);
      // Signed out meanwhile: the new tokens would sign the user back in (and the stored refresh
      // token would at the next start), after the sign-out had ended the session.
      if (sessionStore.getState().tokenGeneration !== generation) throw new SessionChangedError();
      // Stored where the next tab to take the lock reads it, before the lock is let go.
      await storeRefreshToken(tokens.refreshToken);
      sessionStore.signIn(tokens.accessToken, tokens.userState);
      return tokens;
    } catch (error) {
      if (error instanceof SessionChangedError) throw error;
      throw new RefreshFailedError(error instanceof Error ? error.message : 'Refresh failed', isRefreshRejection(error), error);
    }
  });
}

/**
 * Single-flight token refresh: every caller that arrives while a refresh is under way for the same
 * session shares it. A failed refresh is forgotten at once, so the next caller tries again; a
 * refresh of a session that has since ended is not joined (it fails with `SessionChangedError`).
 */
export function refreshAccessToken(): Promise<TokenRefreshResponse> {
  const generation = sessionStore.getState().tokenGeneration;
  if (inflight?.generation === generation) return inflight.tokens;
  const current = {
    generation,
    tokens: requestNewTokens(generation).finally(() => {
      if (inflight === current) inflight = null;
    }),
  };
  inflight = current;
  return current.tokens;
}
