import { useSyncExternalStore } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';

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
  toasts = [...toasts, { id: nextId++, severity, message, ...(title ? { title } : {}) }];
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
  const first = current[0];
  if (!first) return null;
  return (
    <Snackbar
      key={first.id}
      open
      autoHideDuration={5000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss(first.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={first.severity} variant="filled" onClose={() => dismiss(first.id)} sx={{ minWidth: 280 }}>
        {first.title ? <AlertTitle>{first.title}</AlertTitle> : null}
        {first.message}
      </Alert>
    </Snackbar>
  );
}
