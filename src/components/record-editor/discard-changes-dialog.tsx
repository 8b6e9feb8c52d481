import { ConfirmDialog } from '@/components/confirm-dialog';

export interface DiscardChangesDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Discard Changes: the edits are dropped and the editor closes. */
  onDiscard: () => void;
  /** Keep Editing: back to the editor, nothing lost. */
  onKeepEditing: () => void;
}

/** The question a modal editor with unsaved changes asks before it closes: Discard Changes or Keep Editing. */
export function DiscardChangesDialog({ open, title, message, onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel="Discard Changes"
      cancelLabel="Keep Editing"
      destructive
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  );
}
