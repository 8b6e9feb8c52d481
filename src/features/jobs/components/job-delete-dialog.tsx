import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { useDeleteJob } from '../api/delete-job';
import { DELETE_JOB_BUTTON, DELETE_JOB_MESSAGE, DELETE_JOB_TITLE, JOB_DELETED } from '../model/job-messages';

export interface JobDeleteDialogProps {
  open: boolean;
  jobContext: string;
  onClose: () => void;
  /** After the job was deleted (the toast has said so). */
  onDeleted: () => void;
}

/** Spec 2 §8: asks before deleting a job with everything on it, deletes it and says "Job deleted.". */
export function JobDeleteDialog({ open, jobContext, onClose, onDeleted }: JobDeleteDialogProps) {
  const deleteJob = useDeleteJob();
  const handleDelete = async () => {
    try {
      await deleteJob.mutateAsync(jobContext);
    } catch {
      // The API client has shown why; the job stays.
      onClose();
      return;
    }
    onClose();
    toast.success(JOB_DELETED);
    onDeleted();
  };
  return (
    <ConfirmDialog
      open={open}
      title={DELETE_JOB_TITLE}
      message={DELETE_JOB_MESSAGE}
      confirmLabel={DELETE_JOB_BUTTON}
      destructive
      busy={deleteJob.isPending}
      onConfirm={() => void handleDelete()}
      onCancel={onClose}
    />
  );
}
