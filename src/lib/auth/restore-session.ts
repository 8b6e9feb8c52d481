import { refreshAccessToken, RefreshFailedError } from './refresh-session';
import { readRefreshToken } from './refresh-token-storage';
import { sessionStore } from './session-store';
import { signOut } from './sign-out';

export type RestoreOutcome = 'signed-in' | 'signed-out' | 'no-response';

/**
 * On start-up the access token is gone (it lived in memory); a stored refresh token gets a new one.
 * A refresh token the server refuses (400/401) means the session failed validation. A refresh that
 * gets no answer (or a 5xx, or a timeout) keeps the refresh token: the app says the server did not
 * respond, and the next start tries again.
 */
export async function restoreSession(): Promise<RestoreOutcome> {
  if (!readRefreshToken()) {
    sessionStore.reset();
    return 'signed-out';
  }
  sessionStore.setRestoring();
  try {
    await refreshAccessToken();
    return 'signed-in';
  } catch (error) {
    if (error instanceof RefreshFailedError && !error.rejected) {
      sessionStore.reset();
      return 'no-response';
    }
    signOut('session-invalid');
    return 'signed-out';
  }
}
