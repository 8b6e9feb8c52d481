import { useSyncExternalStore } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useCompactWidth } from '@/lib/use-compact-width';

interface Toast {
  id: number;
  severity: AlertColor;
  message: string;
  title?: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function show(severity: AlertColor, message: string, title?: string): void {
  // The same message again (several quick saves) restarts its toast instead of queueing copies.
  const others = toasts.filter((toast) => toast.message !== message || toast.severity !== severity || toast.title !== title);
  toasts = [...others, { id: nextId++, severity, message, ...(title ? { title } : {}) }];
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
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toasts() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  const compact = useCompactWidth();
  const first = current[0];
  if (!first) return null;
  // Each toast mounts its own node at the end of <body>. A modal dialog hides the page from assistive
  // technology when it opens (aria-hidden on body's children); a toast added after that stays heard.
  return (
    <Portal key={first.id}>
    <Snackbar
      open
      autoHideDuration={5000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss(first.id);
      }}
      // Desktop: bottom left, clear of a dialog's action buttons and raised above an editor's
      // bottom bar (Save, Delete). Phones: top, where full-screen dialogs keep their title rather
      // than their buttons.
      anchorOrigin={compact ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' }}
      sx={compact ? undefined : { bottom: { xs: 88, sm: 88 } }}
    >
      <Alert severity={first.severity} variant="filled" onClose={() => dismiss(first.id)} sx={{ minWidth: 280 }}>
        {first.title ? <AlertTitle>{first.title}</AlertTitle> : null}
        {first.message}
      </Alert>
    </Snackbar>
    </Portal>
  );
}
