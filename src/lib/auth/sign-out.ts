import { bareClient } from '@/lib/api-client/bare-client';
import { productHeaders } from '@/lib/api-client/request-headers';
import { endpoints } from '@/config/endpoints';
import { broadcastLogout } from './cross-tab';
import { clearRefreshToken, readRefreshToken } from './refresh-token-storage';
import { sessionStore, type SignOutReason } from './session-store';

type SignOutListener = (reason: SignOutReason) => void;
const signOutListeners = new Set<SignOutListener>();

/** Lets the app clear caches when the user is signed out. */
export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/**
 * Signs the user out once, whatever number of callers ask: revokes the refresh token, forgets it,
 * tells other tabs and notifies listeners.
 */
export function signOut(reason: SignOutReason): void {
  const refreshToken = readRefreshToken();
  if (!sessionStore.signOut(reason)) return;
  clearRefreshToken();
  if (refreshToken) {
    void bareClient
      .post(endpoints.auth.logout, { refreshToken }, { headers: productHeaders() })
      .catch(() => undefined);
  }
  broadcastLogout(reason);
  signOutListeners.forEach((listener) => listener(reason));
}
