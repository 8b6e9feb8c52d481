import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Typography from '@mui/material/Typography';
import { FormSelectField } from '@/components/form-select-field';
import { EditorDialog } from '@/components/record-editor/editor-dialog';
import { documentMessages, selectableStatuses, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { useUpdateDocumentStatus } from '../api/document-mutations';
import { documentTitle } from '../model/document-texts';
import { MutationDialogForm } from './mutation-dialog-form';

export interface DocumentStatusDialogProps {
  document: DocumentListItem;
  onClose: () => void;
}

const statusFormSchema = z.object({ status: z.string().min(1, 'Status is required.') });
type StatusFormValues = z.infer<typeof statusFormSchema>;

function StatusForm({ document, onClose }: DocumentStatusDialogProps) {
  const update = useUpdateDocumentStatus(document.kind);
  const form = useForm<StatusFormValues>({ resolver: zodResolver(statusFormSchema), defaultValues: { status: '' } });
  return (
    <MutationDialogForm
      form={form}
      submitLabel="Update Status"
      mutation={update}
      request={({ status }) => ({ jobContext: document.job.context, context: document.context, status })}
      done={({ status }) => (document.kind === 'proposal' ? documentMessages.proposalStatusUpdated(status) : documentMessages.workOrderStatusUpdated(status))}
      onClose={onClose}
    >
      <Typography>Current status: {document.status}</Typography>
      <FormSelectField control={form.control} name="status" label="Status" required options={selectableStatuses(document.kind, document.status)} fullWidth autoFocus />
    </MutationDialogForm>
  );
}

/** Change Status: exactly the statuses spec 2 §4 lets a user choose (never Awaiting eSign or Scheduled, never the current one). */
export function DocumentStatusDialog(props: DocumentStatusDialogProps) {
  return (
    <EditorDialog open title={`${documentTitle(props.document)} Status`} onClose={props.onClose} maxWidth="xs">
      <StatusForm {...props} />
    </EditorDialog>
  );
}
