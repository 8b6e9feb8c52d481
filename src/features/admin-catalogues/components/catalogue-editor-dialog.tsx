import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';

/** How a catalogue's entries are edited: the form's checks, its values from an entry, its fields. */
export interface CatalogueForm<E, V extends FieldValues> {
  resolver: Resolver<V>;
  /** The values of the entry to change, or of a new one (`null`). */
  values: (entry: E | null) => V;
  fields: (control: Control<V>) => ReactNode;
}

interface CatalogueEditorFormProps<E extends { context: string }, V extends FieldValues> {
  /** The entry to change, or `null` to add one. */
  entry: E | null;
  onClose: () => void;
  form: CatalogueForm<E, V>;
  /** Saves valid values as a new entry (`context` null) or as the entry's new values. */
  onSave: (values: V, context: string | null) => Promise<unknown>;
  savedMessage: string;
}

export interface CatalogueEditorDialogProps<E extends { context: string }, V extends FieldValues> extends CatalogueEditorFormProps<E, V> {
  open: boolean;
  /** One entry's name: the title reads Add {noun} or Edit {noun}. */
  noun: string;
}

function CatalogueEditorForm<E extends { context: string }, V extends FieldValues>({ entry, onClose, form: { resolver, values, fields }, onSave, savedMessage }: CatalogueEditorFormProps<E, V>) {
  const form = useForm<V>({ resolver, defaultValues: values(entry) as DefaultValues<V> });
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Save"
      unableToSave={UNABLE_TO_SAVE}
      onSubmit={async (submitted) => {
        await onSave(submitted, entry?.context ?? null);
        toast.success(savedMessage);
        onClose();
      }}
    >
      {fields(form.control)}
    </EditorDialogForm>
  );
}

/** Add {noun} or Edit {noun} of a catalogue: its form, checked as the server checks it; Save shows `savedMessage`. */
export function CatalogueEditorDialog<E extends { context: string }, V extends FieldValues>({ open, noun, ...props }: CatalogueEditorDialogProps<E, V>) {
  return (
    <EditorDialog open={open} title={props.entry ? `Edit ${noun}` : `Add ${noun}`} onClose={props.onClose} maxWidth="xs">
      <CatalogueEditorForm {...props} />
    </EditorDialog>
  );
}
