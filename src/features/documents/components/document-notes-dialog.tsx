import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog } from '@/components/record-editor/editor-dialog';
import { DOCUMENT_NOTES_MAX, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { useUpdateDocumentNotes } from '../api/document-mutations';
import { notesFormSchema, type NotesFormValues } from '../model/document-forms';
import { documentTexts, documentTitle } from '../model/document-texts';
import { MutationDialogForm } from './mutation-dialog-form';

export interface DocumentNotesDialogProps {
  document: DocumentListItem;
  onClose: () => void;
}

function NotesForm({ document, onClose }: DocumentNotesDialogProps) {
  const update = useUpdateDocumentNotes(document.kind);
  const form = useForm<NotesFormValues>({ resolver: zodResolver(notesFormSchema), defaultValues: { internalNotes: document.internalNotes } });
  return (
    <MutationDialogForm
      form={form}
      submitLabel="Save"
      mutation={update}
      request={(values) => ({ context: document.context, internalNotes: values.internalNotes })}
      done={documentTexts.notesSaved}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="internalNotes" label="Internal Notes" multiline minRows={5} counterMax={DOCUMENT_NOTES_MAX} autoFocus />
    </MutationDialogForm>
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
