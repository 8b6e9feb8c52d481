import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './session-store';
import type { UserState } from './auth-schemas';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** The signed-in user's state; only for components rendered behind the sign-in guard. */
export function useUserState(): UserState {
  const { userState } = useSession();
  if (!userState) throw new Error('useUserState called without a signed-in user');
  return userState;
}
