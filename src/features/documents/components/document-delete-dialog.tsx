import { whileBlocking } from '@/components/blocking-overlay';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import { useDeleteDocument } from '../api/document-mutations';
import { documentTexts, documentTitle } from '../model/document-texts';

/** Delete with confirmation (PROP_D, WO_D, INVOICE_D). */
export function DocumentDeleteDialog({ document, onClose }: { document: DocumentListItem; onClose: () => void }) {
  const remove = useDeleteDocument(document.kind);
  const confirm = async () => {
    try {
      await whileBlocking(remove.mutateAsync({ jobContext: document.job.context, context: document.context }));
    } catch {
      // The API client has said why; the dialog stays for Cancel.
      return;
    }
    toast.success(documentTexts.deleted(document.kind));
    onClose();
  };
  return (
    <ConfirmDialog
      open
      destructive
      title={documentTexts.deleteTitle(document.kind)}
      message={documentTexts.deleteMessage(documentTitle(document))}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
