import { bareClient } from '@/lib/api-client/bare-client';
import { productHeaders } from '@/lib/api-client/request-headers';
import { endpoints } from '@/config/endpoints';
import { broadcastLogout } from './cross-tab';
import { takeRefreshToken } from './refresh-token-storage';
import { sessionStore, type SignOutReason } from './session-store';

type SignOutListener = (reason: SignOutReason) => void;
const signOutListeners = new Set<SignOutListener>();

/** Lets the app clear caches when the user is signed out. */
export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/**
 * Signs the user out once, whatever number of callers ask: forgets the session (the access token in
 * memory, the refresh token in storage), asks the server to revoke both (the access token goes as the
 * Logout call's Authorization), tells other tabs and notifies listeners.
 */
export function signOut(reason: SignOutReason): void {
  const { accessToken } = sessionStore.getState();
  if (!sessionStore.signOut(reason)) return;
  void takeRefreshToken().then((refreshToken) => {
    if (!refreshToken && !accessToken) return;
    const headers: Record<string, string> = productHeaders();
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    return bareClient.post(endpoints.auth.logout, { refreshToken: refreshToken ?? '' }, { headers }).catch(() => undefined);
  });
  broadcastLogout(reason);
  signOutListeners.forEach((listener) => listener(reason));
}
