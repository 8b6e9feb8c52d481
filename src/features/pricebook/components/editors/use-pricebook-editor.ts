import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { EditorDialogFormProps } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import type { PricebookEntityType } from '@/lib/schemas/pricebook-schemas';
import { pricebookSavedMessage } from '../../model/pricebook-form-fields';

/** What a pricebook editor's form gets from its dialog. */
export interface PricebookEditorFormProps<Record> {
  /** The entry as loaded (edit mode), or `null` (add mode). */
  record: Record | null;
  onClose: () => void;
  /** After a save, with the entry as stored (the dialog then closes). */
  onSaved?: (record: Record) => void;
}

export interface PricebookEditorModel<Values extends FieldValues, Record, Request> {
  /** The kind's record calls (`pricebookCalls[type]`): the save, and the type its toast names. */
  calls: { type: PricebookEntityType; useSave: () => { mutateAsync: (request: Request) => Promise<Record> } };
  schema: z.ZodType<NoInfer<Values>, NoInfer<Values>>;
  /** The form's values: the entry's when editing, a new entry's when adding. */
  valuesOf: (record: Record) => Values;
  newValues: () => Values;
  /** The create or update request from valid values. */
  request: (values: Values, editing: Record | null) => NoInfer<Request>;
}

export interface PricebookEditor<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The `EditorDialogForm` props but its children and extra buttons: Save, the unable-to-save alert, the save. */
  dialogForm: Omit<EditorDialogFormProps<Values>, 'children' | 'actions'>;
}

/**
 * The form of a pricebook editor dialog (item, bundle, category, vendor): it starts from the entry
 * or a new one; Save sends the create or update (with the version it loaded: a 409 keeps what was
 * typed), says "Pricebook {type} created." or "updated." (spec 3 §7, §8), hands the entry as stored
 * to `onSaved` and closes.
 */
export function usePricebookEditor<Values extends FieldValues, Record, Request>(
  { record, onClose, onSaved }: PricebookEditorFormProps<Record>,
  { calls, schema, valuesOf, newValues, request }: PricebookEditorModel<Values, Record, Request>,
): PricebookEditor<Values> {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: (record ? valuesOf(record) : newValues()) as DefaultValues<Values> });
  const save = calls.useSave();
  return {
    form,
    dialogForm: {
      form,
      submitLabel: 'Save',
      unableToSave: UNABLE_TO_SAVE,
      onSubmit: async (values) => {
        const saved = await save.mutateAsync(request(values, record));
        toast.success(pricebookSavedMessage(calls.type, record === null));
        onSaved?.(saved);
        onClose();
      },
    },
  };
}
