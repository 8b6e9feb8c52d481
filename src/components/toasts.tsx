import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastMessage } from './toast-snackbar';

type Severity = ToastMessage['severity'];

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

// The Snackbar and Alert load with the first toast, not with every page.
const loadToastSnackbar = () => import('./toast-snackbar').then((module) => ({ default: module.ToastSnackbar }));
const ToastSnackbar = lazy(loadToastSnackbar);

function emit(): void {
  listeners.forEach((listener) => listener());
}

/**
 * One toast on screen at a time, and the newest news first: a new toast shows at once, in place of the
 * one on screen (Material's consecutive snackbars), instead of waiting out its five seconds. A toast
 * with an action (Undo) is not lost that way: it waits behind the new one and shows again after it.
 * The same message again (several quick saves) restarts its toast instead of repeating it.
 */
function show(severity: Severity, message: string, title?: string, extra: Pick<ToastMessage, 'action' | 'duration'> = {}): void {
  const waiting = toasts.filter((toast) => toast.action && (toast.message !== message || toast.severity !== severity || toast.title !== title));
  toasts = [{ id: nextId++, severity, message, ...(title ? { title } : {}), ...extra }, ...waiting];
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

/** Drops every toast, shown or waiting (the test suite's hygiene between tests). */
export function clearToasts(): void {
  if (toasts.length === 0) return;
  toasts = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toasts() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  const first = current[0];
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar key={first.id} toast={first} onDismiss={dismiss} />
    </Suspense>
  );
}
