import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface DialogCloseActionsProps {
  onClose: () => void;
  /** Focus Close when the dialog opens (a read-only dialog with nothing else to focus). */
  autoFocus?: boolean;
  /** A plain text button instead of the filled one (a secondary read-only dialog). */
  plain?: boolean;
}

/** A read-only dialog's one action: Close. */
export function DialogCloseActions({ onClose, autoFocus = false, plain = false }: DialogCloseActionsProps) {
  return (
    <DialogActions>
      <Button variant={plain ? 'text' : 'contained'} onClick={onClose} autoFocus={autoFocus}>
        Close
      </Button>
    </DialogActions>
  );
}
