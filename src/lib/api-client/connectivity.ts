/**
 * Whether the server is out of reach for a technician working offline (issue 17). The device's own
 * `navigator.onLine` is not enough: a phone in a basement may say it is online, and a network cut
 * short of the device never reaches it. The field screens (My Day, the outbox) mark the server
 * unreachable when their calls get no answer, and an offline start does too; any answer from the
 * server marks it reachable again. While unreachable, calls that get no answer raise no error page
 * (the field screens' offline banner says so instead); elsewhere a lost answer still does.
 */

let unreachable = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  listeners.forEach((listener) => listener());
}

export function markServerUnreachable(): void {
  set(true);
}

export function markServerReachable(): void {
  set(false);
}

/** True while working offline: the device says so, or the server was found out of reach. */
export function isWorkingOffline(): boolean {
  return unreachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
