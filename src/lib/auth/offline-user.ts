import { userStateSchema, type UserState } from './session-schemas';
import { sessionStore } from './session-store';

/**
 * The signed-in user's state (name, role, permissions, preferences: no token) kept in localStorage so
 * a technician who opens the app with no network keeps working from the device (issue 17). Signing
 * out forgets it.
 */
export const OFFLINE_USER_KEY = 'fieldline.offline-user';

export function readOfflineUser(): UserState | null {
  try {
    const text = window.localStorage.getItem(OFFLINE_USER_KEY);
    if (!text) return null;
    const parsed = userStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(userState: UserState | null): void {
  try {
    if (userState) window.localStorage.setItem(OFFLINE_USER_KEY, JSON.stringify(userState));
    else window.localStorage.removeItem(OFFLINE_USER_KEY);
  } catch {
    // Storage full or blocked: the app still works online.
  }
}

/** Keeps the stored copy in step with the session: written while signed in, removed at sign-out. */
export function rememberUserForOffline(): () => void {
  let last: UserState | null = null;
  const sync = () => {
    const { status, userState } = sessionStore.getState();
    if (status === 'signed-in' && userState && userState !== last) write(userState);
    if (status === 'signed-out' && last) write(null);
    last = status === 'signed-in' ? userState : status === 'signed-out' ? null : last;
  };
  sync();
  return sessionStore.subscribe(sync);
}
