export interface ChangeSignal {
  /** For `useSyncExternalStore`: calls `listener` after each change until unsubscribed. */
  subscribe: (listener: () => void) => () => void;
  /** Tells the listeners that the state changed. */
  emit: () => void;
}

/** The listeners of a module's own state (the toasts, the blocking overlay), read with `useSyncExternalStore`. */
export function changeSignal(): ChangeSignal {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
}
