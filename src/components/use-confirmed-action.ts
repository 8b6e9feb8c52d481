import { useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

export interface ConfirmedAction {
  /** Opens the question. */
  ask: () => void;
  /** For the `ConfirmDialog` that asks: open, busy while the action runs, and its two answers. */
  dialogProps: Pick<ConfirmDialogProps, 'open' | 'busy' | 'onConfirm' | 'onCancel'>;
}

/** An action asked about first: confirming runs it with the dialog busy, which closes when it has finished. */
export function useConfirmedAction(action: () => Promise<void>): ConfirmedAction {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return {
    ask: () => setOpen(true),
    dialogProps: { open, busy, onConfirm: () => void run(), onCancel: () => setOpen(false) },
  };
}
