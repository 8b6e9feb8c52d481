import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DiscountFields } from '@/components/catalogue-fields';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { discountFormSchema, discountFormValues, discountFromForm, type DiscountFormValues } from '@/lib/catalogues/catalogue-forms';
import { formatDiscountDescription } from '@/lib/job-calculations';
import type { Discount, DiscountInput } from '@/lib/schemas/job-catalogue-schemas';
import { CataloguePick } from './catalogue-pick';
import { jobTotalsTexts } from './job-totals-texts';

export interface DiscountDialogProps {
  open: boolean;
  /** The job's discount (Edit Discount), or `null` (Add Discount). */
  value: DiscountInput | null;
  /** Existing discounts to pick from (`Discount/GetAll`); none: no pick-list. */
  discounts?: readonly Discount[];
  onClose: () => void;
  /** A valid discount; the dialog then closes. */
  onSave: (discount: DiscountInput) => void;
}

const NONE: readonly Discount[] = [];

function DiscountForm({ value, discounts = NONE, onClose, onSave }: Omit<DiscountDialogProps, 'open'>) {
  const form = useForm<DiscountFormValues>({ resolver: zodResolver(discountFormSchema), defaultValues: discountFormValues(value) });
  const pick = (discount: Discount) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('description', discount.description, options);
    form.setValue('discountType', discount.discountType, options);
    form.setValue('value', String(discount.value), options);
  };
  return (
    <EditorDialogForm
      form={form}
      submitLabel={jobTotalsTexts.ok}
      onSubmit={async (values) => {
        onSave(discountFromForm(values));
        onClose();
      }}
    >
      <CataloguePick label={jobTotalsTexts.existingDiscounts} entries={discounts} text={(discount) => discount.formattedDescription || formatDiscountDescription(discount)} onPick={pick} />
      <DiscountFields control={form.control} />
    </EditorDialogForm>
  );
}

/** Spec 3 §2 "Discount dialog": a pick-list of existing discounts, then Description, Type and Value; OK or Cancel. */
export function DiscountDialog({ open, ...props }: DiscountDialogProps) {
  return (
    <EditorDialog open={open} title={jobTotalsTexts.dialogTitle(props.value !== null, jobTotalsTexts.discountEntity)} onClose={props.onClose} maxWidth="xs">
      <DiscountForm {...props} />
    </EditorDialog>
  );
}
