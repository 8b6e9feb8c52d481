import { markServerUnreachable } from '@/lib/api-client/connectivity';
import { readOfflineUser } from './offline-user';
import { refreshAccessToken, RefreshFailedError } from './refresh-session';
import { readRefreshToken } from './refresh-token-storage';
import { sessionStore } from './session-store';
import { signOut } from './sign-out';

export type RestoreOutcome = 'signed-in' | 'signed-out' | 'no-response';

/**
 * On start-up the access token is gone (it lived in memory); a stored refresh token gets a new one.
 * A refresh token the server refuses (400/401) means the session failed validation. A refresh that
 * gets no answer (or a 5xx, or a timeout) keeps the refresh token: the app says the server did not
 * respond, and the next start tries again. With no answer at all (no network: not an error status,
 * not a timeout) and the user's state kept from the last session, the app opens signed in, working
 * offline, without an access token:
 * the screens that work from the device do, and the first call once back online refreshes the token.
 */
/** The refresh got no answer at all (a network error: no network, the server out of reach), not an error status or a timeout. */
function isNoAnswer(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && (cause as { code?: unknown }).code === 'ERR_NETWORK';
}

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
      const offlineUser = isNoAnswer(error.cause) ? readOfflineUser() : null;
      if (offlineUser) {
        markServerUnreachable();
        sessionStore.signIn('', offlineUser);
        return 'signed-in';
      }
      sessionStore.reset();
      return 'no-response';
    }
    signOut('session-invalid');
    return 'signed-out';
  }
}
