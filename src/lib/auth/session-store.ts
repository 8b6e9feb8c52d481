import type { UserState } from './auth-schemas';

export type SignOutReason = 'user' | 'session-invalid' | 'refresh-expired' | 'update-available';

export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  /** Access token, kept in memory only. */
  accessToken: string | null;
  /** Increments every time a new access token is stored; requests remember the generation they were sent with. */
  tokenGeneration: number;
  userState: UserState | null;
  signOutReason: SignOutReason | null;
}

type Listener = () => void;

const initialState: SessionState = {
  status: 'signed-out',
  accessToken: null,
  tokenGeneration: 0,
  userState: null,
  signOutReason: null,
};

let state: SessionState = initialState;
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  getState(): SessionState {
    return state;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setRestoring(): void {
    state = { ...state, status: 'restoring', signOutReason: null };
    emit();
  },
  signIn(accessToken: string, userState: UserState): void {
    state = {
      status: 'signed-in',
      accessToken,
      tokenGeneration: state.tokenGeneration + 1,
      userState,
      signOutReason: null,
    };
    emit();
  },
  updateUserState(update: (current: UserState) => UserState): void {
    if (!state.userState) return;
    state = { ...state, userState: update(state.userState) };
    emit();
  },
  /** Returns false when the session was already signed out, so callers act once. */
  signOut(reason: SignOutReason): boolean {
    if (state.status === 'signed-out') return false;
    state = {
      status: 'signed-out',
      accessToken: null,
      tokenGeneration: state.tokenGeneration + 1,
      userState: null,
      signOutReason: reason,
    };
    emit();
    return true;
  },
  clearSignOutReason(): void {
    if (!state.signOutReason) return;
    state = { ...state, signOutReason: null };
    emit();
  },
  /**
   * Back to a fresh signed-out state (a start without a stored session; tests between cases). The
   * token generation goes on counting: what was under way for the session before is for another one.
   */
  reset(): void {
    state = { ...initialState, tokenGeneration: state.tokenGeneration + 1 };
    emit();
  },
};

export const signOutMessages: Record<SignOutReason, string | null> = {
  user: null,
  'session-invalid': 'Your session could not be validated. Please log in again.',
  'refresh-expired': 'Your session has expired. Please log in again.',
  'update-available': 'A new version is available. Please log in again to use it.',
};
