import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { DOCUMENT_NOTES_MAX, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { useUpdateDocumentNotes } from '../api/document-mutations';
import { notesFormSchema, type NotesFormValues } from '../model/document-forms';
import { documentTexts, documentTitle } from '../model/document-texts';

export interface DocumentNotesDialogProps {
  document: DocumentListItem;
  onClose: () => void;
}

function NotesForm({ document, onClose }: DocumentNotesDialogProps) {
  const update = useUpdateDocumentNotes(document.kind);
  const form = useForm<NotesFormValues>({ resolver: zodResolver(notesFormSchema), defaultValues: { internalNotes: document.internalNotes } });
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Save"
      busy={update.isPending}
      onSubmit={async (values) => {
        await update.mutateAsync({ context: document.context, internalNotes: values.internalNotes });
        toast.success(documentTexts.notesSaved);
        onClose();
      }}
    >
      <FormTextField control={form.control} name="internalNotes" label="Internal Notes" multiline minRows={5} counterMax={DOCUMENT_NOTES_MAX} autoFocus />
    </EditorDialogForm>
  );
}

/** Edit Internal Notes: staff-only notes on the document (never printed on its PDF). */
export function DocumentNotesDialog(props: DocumentNotesDialogProps) {
  return (
    <EditorDialog open title={`Internal Notes: ${documentTitle(props.document)}`} onClose={props.onClose}>
      <NotesForm {...props} />
    </EditorDialog>
  );
}
