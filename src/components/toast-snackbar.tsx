import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef } from 'react';
import { useCompactWidth } from '@/lib/use-compact-width';

export interface ToastMessage {
  id: number;
  severity: AlertColor;
  message: string;
  title?: string;
  /** A button in the toast (Undo); choosing it closes the toast. */
  action?: { label: string; onClick: () => void };
  /** How long it stays, in ms (default 5 s). */
  duration?: number;
}

/** How long a toast stays, at least, when another is waiting behind it (ms). */
export const MIN_SHOWN_MS = 2000;

interface ToastSnackbarProps {
  toast: ToastMessage;
  /** Another toast is waiting: this one gives way after `MIN_SHOWN_MS` (one with an action keeps its time). */
  waiting: boolean;
  onDismiss: (id: number) => void;
}

/** Dismisses the toast once it has been shown `MIN_SHOWN_MS` while `waiting`. */
function useGiveWay({ toast, waiting, onDismiss }: ToastSnackbarProps): void {
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const { id, action } = toast;
  useEffect(() => {
    if (!waiting || action) return undefined;
    const timer = setTimeout(() => onDismiss(id), Math.max(0, MIN_SHOWN_MS - (Date.now() - shownAt.current)));
    return () => clearTimeout(timer);
  }, [waiting, action, id, onDismiss]);
}

/** One toast on screen; `Toasts` loads this module when the first toast is shown. */
export function ToastSnackbar({ toast, waiting, onDismiss }: ToastSnackbarProps) {
  const compact = useCompactWidth();
  useGiveWay({ toast, waiting, onDismiss });
  // Each toast mounts its own node at the end of <body>. A modal dialog hides the page from assistive
  // technology when it opens (aria-hidden on body's children); a toast added after that stays heard.
  return (
    <Portal>
      <Snackbar
        open
        autoHideDuration={toast.duration ?? 5000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') onDismiss(toast.id);
        }}
        // Desktop: bottom left, clear of a dialog's action buttons and raised above an editor's
        // bottom bar (Save, Delete). Phones: top, where full-screen dialogs keep their title rather
        // than their buttons.
        anchorOrigin={compact ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' }}
        sx={compact ? undefined : { bottom: { xs: 88, sm: 88 } }}
      >
        <Alert
          severity={toast.severity}
          variant="filled"
          onClose={() => onDismiss(toast.id)}
          sx={{ minWidth: 280, alignItems: 'center' }}
          action={
            toast.action ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  toast.action!.onClick();
                  onDismiss(toast.id);
                }}
              >
                {toast.action.label}
              </Button>
            ) : undefined
          }
        >
          {toast.title ? <AlertTitle>{toast.title}</AlertTitle> : null}
          {toast.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
