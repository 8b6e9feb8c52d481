import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { VISIT_NOTE_MAX, type Visit } from '@/lib/schemas/visit-schemas';
import { queueNote } from '../api/visit-changes';
import { visitText } from '../model/my-day-messages';
import { noteFormSchema, type NoteFormValues } from '../model/visit-forms';

interface AddNoteDialogProps {
  visit: Visit;
  userId: string;
  open: boolean;
  onClose: () => void;
}

function AddNoteForm({ visit, userId, onClose }: Omit<AddNoteDialogProps, 'open'>) {
  const form = useForm<NoteFormValues>({ resolver: zodResolver(noteFormSchema), defaultValues: { note: '' } });
  return (
    <EditorDialogForm
      form={form}
      submitLabel={visitText.addNote}
      onSubmit={async (values) => {
        await queueNote(userId, visit, values.note.trim());
        toast.success(visitText.noteAdded);
        onClose();
      }}
    >
      <FormTextField control={form.control} name="note" label={visitText.noteLabel} required multiline minRows={4} limit={VISIT_NOTE_MAX} />
    </EditorDialogForm>
  );
}

/** Add Note: a work note appended to the job's internal notes (queued on the device first). */
export function AddNoteDialog({ open, ...props }: AddNoteDialogProps) {
  return (
    <EditorDialog open={open} title={visitText.addNote} onClose={props.onClose}>
      {open ? <AddNoteForm {...props} /> : null}
    </EditorDialog>
  );
}
