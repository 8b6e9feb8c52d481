import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { useDeleteIntake } from '../api/delete-intake';
import { DELETE_INTAKE_TITLE, deleteIntakeMessage, INTAKE_DELETED } from '../model/intake-messages';

export interface IntakeDeleteDialogProps {
  open: boolean;
  intake: { context: string; description: string };
  onClose: () => void;
  /** After the intake was deleted (the toast has said so). */
  onDeleted: () => void;
}

/** Asks before deleting an intake record, deletes it and says so; a refusal keeps the intake. */
export function IntakeDeleteDialog({ open, intake, onClose, onDeleted }: IntakeDeleteDialogProps) {
  const deleteIntake = useDeleteIntake();
  const handleDelete = async () => {
    try {
      await deleteIntake.mutateAsync(intake.context);
    } catch {
      // The API client has shown why (e.g. a job was started from it); the intake stays.
      onClose();
      return;
    }
    onClose();
    toast.success(INTAKE_DELETED);
    onDeleted();
  };
  return (
    <ConfirmDialog
      open={open}
      title={DELETE_INTAKE_TITLE}
      message={deleteIntakeMessage(intake.description)}
      confirmLabel="Delete Intake"
      destructive
      busy={deleteIntake.isPending}
      onConfirm={() => void handleDelete()}
      onCancel={onClose}
    />
  );
}
