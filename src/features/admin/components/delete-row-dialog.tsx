import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';

/** A delete mutation by context (a picklist value's, an attribute's). */
interface DeleteMutation {
  isPending: boolean;
  mutate: (context: string, options: { onSuccess: () => void; onSettled: () => void }) => void;
}

export interface DeleteRowDialogProps<T extends { context: string }> {
  /** The row whose Delete was chosen; `null` keeps the dialog closed. */
  row: T | null;
  title: string;
  /** The question: what goes, and from where. */
  message: (row: T) => string;
  /** The toast once the server has deleted the row. */
  deletedMessage: (row: T) => string;
  remove: DeleteMutation;
  /** Cancel, or the delete has settled (a refusal is the API client's to show). */
  onClose: () => void;
}

/** Asks before deleting a table's row, deletes it by its context and says so. */
export function DeleteRowDialog<T extends { context: string }>({ row, title, message, deletedMessage, remove, onClose }: DeleteRowDialogProps<T>) {
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      message={row ? message(row) : ''}
      confirmLabel="Delete"
      destructive
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!row) return;
        const deleted = deletedMessage(row);
        remove.mutate(row.context, { onSuccess: () => toast.success(deleted), onSettled: onClose });
      }}
    />
  );
}
