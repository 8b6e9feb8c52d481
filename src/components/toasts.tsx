import { lazy, Suspense, useSyncExternalStore } from 'react';
import { changeSignal } from './change-signal';
import type { ToastMessage } from './toast-snackbar';

type Severity = ToastMessage['severity'];

let toasts: ToastMessage[] = [];
let nextId = 1;
const { subscribe, emit } = changeSignal();

// The Snackbar and Alert load with the first toast, not with every page.
const loadToastSnackbar = () => import('./toast-snackbar').then((module) => ({ default: module.ToastSnackbar }));
const ToastSnackbar = lazy(loadToastSnackbar);

/**
 * One toast on screen at a time; the others wait in order. A toast that another is waiting behind
 * gives way once it has been shown for `MIN_SHOWN_MS` (toast-snackbar.tsx), so news of what the user
 * just did is never a whole five seconds late; one with an action (Undo) keeps its full time.
 */
function show(severity: Severity, message: string, title?: string, extra: Pick<ToastMessage, 'action' | 'duration'> = {}): void {
  // The same message again (several quick saves) restarts its toast instead of queueing copies.
  const others = toasts.filter((toast) => toast.message !== message || toast.severity !== severity || toast.title !== title);
  toasts = [...others, { id: nextId++, severity, message, ...(title ? { title } : {}), ...extra }];
  emit();
}

function dismiss(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Success and notice messages; errors go through the error catalogue instead. */
export const toast = {
  success: (message: string, title?: string) => show('success', message, title),
  info: (message: string, title?: string) => show('info', message, title),
  warning: (message: string, title?: string) => show('warning', message, title),
  error: (message: string, title?: string) => show('error', message, title),
  /** A success with one action button (Undo), shown for `duration` ms. */
  successWithAction: (message: string, action: NonNullable<ToastMessage['action']>, duration: number) => show('success', message, undefined, { action, duration }),
};

/** Drops every toast, shown or queued (the test suite's hygiene between tests). */
export function clearToasts(): void {
  if (toasts.length === 0) return;
  toasts = [];
  emit();
}

export function Toasts() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  const first = current[0];
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar key={first.id} toast={first} waiting={current.length > 1} onDismiss={dismiss} />
    </Suspense>
  );
}
