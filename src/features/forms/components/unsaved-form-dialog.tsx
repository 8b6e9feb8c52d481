import { DiscardChangesDialog } from '@/components/record-editor/discard-changes-dialog';
import { UNSAVED_FORM_MESSAGE, UNSAVED_FORM_TITLE } from '../model/form-messages';

/** Asked when a form with unsaved answers is closed: discard them and close, or keep editing. */
export function UnsavedFormDialog({ open, onClose, onKeepEditing }: { open: boolean; onClose: () => void; onKeepEditing: () => void }) {
  return (
    <DiscardChangesDialog
      open={open}
      title={UNSAVED_FORM_TITLE}
      message={UNSAVED_FORM_MESSAGE}
      onDiscard={() => {
        onKeepEditing();
        onClose();
      }}
      onKeepEditing={onKeepEditing}
    />
  );
}
