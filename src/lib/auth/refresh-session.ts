import { bareClient } from '@/lib/api-client/bare-client';
import { productHeaders } from '@/lib/api-client/request-headers';
import { endpoints } from '@/config/endpoints';
import { tokenRefreshResponseSchema, type TokenRefreshResponse } from './session-schemas';
import { readRefreshToken, writeRefreshToken } from './refresh-token-storage';
import { sessionStore } from './session-store';

export class RefreshFailedError extends Error {
  constructor(
    message: string,
    /** True when the server could not be reached (the session may still be valid). */
    readonly noResponse: boolean,
  ) {
    super(message);
    this.name = 'RefreshFailedError';
  }
}

let inflight: Promise<TokenRefreshResponse> | null = null;

async function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  // Refresh tokens are single-use; tabs take turns so each uses the newest token in storage.
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request('fieldline-token-refresh', work);
}

async function requestNewTokens(): Promise<TokenRefreshResponse> {
  return withCrossTabLock(async () => {
    const refreshToken = readRefreshToken();
    if (!refreshToken) throw new RefreshFailedError('No refresh token', false);
    try {
      const response = await bareClient.post(
        endpoints.auth.refreshToken,
        { accessToken: sessionStore.getState().accessToken, refreshToken },
        { headers: productHeaders() },
      );
      const tokens = tokenRefreshResponseSchema.parse(response.data);
      writeRefreshToken(tokens.refreshToken);
      sessionStore.signIn(tokens.accessToken, tokens.userState);
      return tokens;
    } catch (error) {
      if (error instanceof RefreshFailedError) throw error;
      const noResponse =
        typeof error === 'object' && error !== null && 'isAxiosError' in error && !('response' in error && error.response);
      throw new RefreshFailedError(error instanceof Error ? error.message : 'Refresh failed', Boolean(noResponse));
    }
  });
}

/**
 * Single-flight token refresh: every caller that arrives while a refresh is under way shares it.
 */
export function refreshAccessToken(): Promise<TokenRefreshResponse> {
  if (!inflight) {
    inflight = requestNewTokens().finally(() => {
      inflight = null;
    });
  }
  return inflight;
}
