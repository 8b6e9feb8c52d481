import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { CATALOGUE_DESCRIPTION_MAX, type TaxOverride } from '@/lib/schemas/job-catalogue-schemas';
import { useSaveTaxOverride } from '../api/catalogues';
import { TAX_OVERRIDE_SAVED } from '../model/admin-catalogue-messages';
import { taxOverrideFormSchema, taxOverrideFormValues, taxOverrideFromForm, type TaxOverrideFormValues } from '../model/catalogue-form';

export interface TaxOverrideEditorDialogProps {
  open: boolean;
  /** The entry to change, or `null` to add one. */
  entry: TaxOverride | null;
  onClose: () => void;
}

function TaxOverrideForm({ entry, onClose }: Omit<TaxOverrideEditorDialogProps, 'open'>) {
  const form = useForm<TaxOverrideFormValues>({ resolver: zodResolver(taxOverrideFormSchema), defaultValues: taxOverrideFormValues(entry) });
  const save = useSaveTaxOverride();
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Save"
      unableToSave={UNABLE_TO_SAVE}
      onSubmit={async (values) => {
        await save.mutateAsync({ ...taxOverrideFromForm(values), context: entry?.context ?? null });
        toast.success(TAX_OVERRIDE_SAVED);
        onClose();
      }}
    >
      <FormTextField control={form.control} name="description" label="Description" required counterMax={CATALOGUE_DESCRIPTION_MAX} slotProps={{ htmlInput: { maxLength: CATALOGUE_DESCRIPTION_MAX } }} />
      <FormTextField control={form.control} name="taxRate" label="Tax Rate %" required inputMode="decimal" autoComplete="off" />
    </EditorDialogForm>
  );
}

/** Add Tax Override or Edit Tax Override: description and rate in percent. */
export function TaxOverrideEditorDialog({ open, entry, onClose }: TaxOverrideEditorDialogProps) {
  return (
    <EditorDialog open={open} title={entry ? 'Edit Tax Override' : 'Add Tax Override'} onClose={onClose} maxWidth="xs">
      <TaxOverrideForm entry={entry} onClose={onClose} />
    </EditorDialog>
  );
}
