/**
 * Update checks: a production build that talks to a real API registers a service worker and
 * provides the checker; demo builds just reload.
 */
type UpdateChecker = () => Promise<void>;

let checker: UpdateChecker | null = null;
const RELOAD_GUARD_KEY = 'fieldline.update-reload-for';

export function setUpdateChecker(next: UpdateChecker): void {
  checker = next;
}

/**
 * Called when the server's version key differs from the client's. Returns false (do nothing) when
 * this tab already reloaded for that server version, so a server that never matches cannot loop.
 */
export async function checkForUpdateAndReload(serverVersion: string, reload: () => void = () => window.location.reload()): Promise<boolean> {
  if (window.sessionStorage.getItem(RELOAD_GUARD_KEY) === serverVersion) return false;
  window.sessionStorage.setItem(RELOAD_GUARD_KEY, serverVersion);
  try {
    if (checker) await checker();
  } catch {
    // the reload below still fetches whatever the server has now
  }
  reload();
  return true;
}
