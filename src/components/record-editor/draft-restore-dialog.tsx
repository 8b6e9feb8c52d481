import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const RESTORE_DRAFT_TITLE = 'Restore unsaved changes?';
export const RESTORE_DRAFT_MESSAGE =
  'You changed this record earlier and the changes were not saved. Restore them to go on where you left off, or discard them to start from the record as it is saved.';

export interface DraftRestoreDialogProps {
  open: boolean;
  onRestore: () => void;
  onDiscard: () => void;
  /** Escape or a click beside the dialog: nothing is restored and the draft is kept for now. */
  onClose: () => void;
}

/** Offers an editor's draft back when the user returns to the record. Restore has the initial focus. */
export function DraftRestoreDialog({ open, onRestore, onDiscard, onClose }: DraftRestoreDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{RESTORE_DRAFT_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{RESTORE_DRAFT_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard}>Discard</Button>
        <Button onClick={onRestore} variant="contained" autoFocus>
          Restore
        </Button>
      </DialogActions>
    </Dialog>
  );
}
