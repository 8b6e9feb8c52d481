import { useSyncExternalStore } from 'react';

/**
 * Who last changed a record elsewhere (another user, or this user in another tab), as the live
 * updates heard it: the editor of that record names them when its form has unsaved changes. The
 * live-updates module (loaded after sign-in) fills it; this part stays tiny for the editors.
 */
export interface RemoteChange {
  context: string;
  /** The record's version after the change, when the change told it. */
  version?: number;
  /** The name of who changed it. */
  by: string;
  /** ISO date and time of the change. */
  at: string;
}

const changes = new Map<string, RemoteChange>();
const listeners = new Set<() => void>();

/** Notes a change made elsewhere (keeps the newest per record). */
export function noteRemoteChange(change: RemoteChange): void {
  const known = changes.get(change.context);
  if (known?.version !== undefined && change.version !== undefined && known.version > change.version) return;
  changes.set(change.context, change);
  listeners.forEach((listener) => listener());
}

/** The last change made elsewhere to the record `context` that this tab heard of. */
export function useRemoteChange(context: string | undefined): RemoteChange | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => (context ? changes.get(context) : undefined),
  );
}
