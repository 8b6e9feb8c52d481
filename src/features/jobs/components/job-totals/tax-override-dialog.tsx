import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TaxOverrideFields } from '@/components/catalogue-fields';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { taxOverrideFormSchema, taxOverrideFormValues, taxOverrideFromForm, type TaxOverrideFormValues } from '@/lib/catalogues/catalogue-forms';
import { formatTaxOverrideDescription } from '@/lib/job-calculations';
import type { TaxOverride, TaxOverrideInput } from '@/lib/schemas/job-catalogue-schemas';
import { CataloguePick } from './catalogue-pick';
import { jobTotalsTexts } from './job-totals-texts';

export interface TaxOverrideDialogProps {
  open: boolean;
  /** The job's override (Edit Tax Override), or `null` (Add Tax Override). */
  value: TaxOverrideInput | null;
  /** Existing overrides to pick from (`TaxOverride/GetAll`); none: no pick-list. */
  taxOverrides?: readonly TaxOverride[];
  onClose: () => void;
  /** A valid override; the dialog then closes. */
  onSave: (taxOverride: TaxOverrideInput) => void;
}

const NONE: readonly TaxOverride[] = [];

function TaxOverrideForm({ value, taxOverrides = NONE, onClose, onSave }: Omit<TaxOverrideDialogProps, 'open'>) {
  const form = useForm<TaxOverrideFormValues>({ resolver: zodResolver(taxOverrideFormSchema), defaultValues: taxOverrideFormValues(value) });
  const pick = (taxOverride: TaxOverride) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('description', taxOverride.description, options);
    form.setValue('taxRate', String(taxOverride.taxRate), options);
  };
  return (
    <EditorDialogForm
      form={form}
      submitLabel={jobTotalsTexts.ok}
      onSubmit={async (values) => {
        onSave(taxOverrideFromForm(values));
        onClose();
      }}
    >
      <CataloguePick
        label={jobTotalsTexts.existingTaxOverrides}
        entries={taxOverrides}
        text={(taxOverride) => taxOverride.formattedDescription || formatTaxOverrideDescription(taxOverride)}
        onPick={pick}
      />
      <TaxOverrideFields control={form.control} />
    </EditorDialogForm>
  );
}

/** Spec 3 §2 "Tax override dialog": a select of existing overrides, Description and Tax Rate %; OK or Cancel. */
export function TaxOverrideDialog({ open, ...props }: TaxOverrideDialogProps) {
  return (
    <EditorDialog open={open} title={jobTotalsTexts.dialogTitle(props.value !== null, jobTotalsTexts.taxOverrideEntity)} onClose={props.onClose} maxWidth="xs">
      <TaxOverrideForm {...props} />
    </EditorDialog>
  );
}
