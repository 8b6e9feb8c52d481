/**
 * Other open tabs follow a sign-out: the tab that signs out writes a logout code, and a tab that
 * must make every tab reload (an update) writes a reload flag. Tabs reload when they see either.
 * Both are removed right after they are written: the other tabs have been told (a storage event per
 * write), and nothing of the session stays in storage.
 */
export const LOGOUT_CODE_KEY = 'fieldline.logout-code';
export const RELOAD_FLAG_KEY = 'fieldline.reload-flag';

export function broadcastLogout(reason: string): void {
  try {
    window.localStorage.setItem(LOGOUT_CODE_KEY, JSON.stringify({ reason, at: Date.now() }));
    window.localStorage.removeItem(LOGOUT_CODE_KEY);
  } catch {
    // storage unavailable: nothing to tell other tabs through
  }
}

export function broadcastReload(): void {
  try {
    window.localStorage.setItem(RELOAD_FLAG_KEY, String(Date.now()));
    window.localStorage.removeItem(RELOAD_FLAG_KEY);
  } catch {
    // storage unavailable
  }
}

export function startCrossTabSync(reload: () => void = () => window.location.reload()): () => void {
  function handleStorage(event: StorageEvent): void {
    if ((event.key === LOGOUT_CODE_KEY || event.key === RELOAD_FLAG_KEY) && event.newValue) {
      reload();
    }
  }
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}
