import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { formatDiscountDescription } from '@/lib/job-calculations';
import { CATALOGUE_DESCRIPTION_MAX, discountTypes, type Discount, type DiscountInput } from '@/lib/schemas/job-catalogue-schemas';
import { discountFormSchema, discountFormValues, discountFromForm, type DiscountFormValues } from './catalogue-forms';
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
  const typeLabelId = useId();
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
      <FormTextField control={form.control} name="description" label="Description" required slotProps={{ htmlInput: { maxLength: CATALOGUE_DESCRIPTION_MAX } }} />
      <Controller
        control={form.control}
        name="discountType"
        render={({ field, fieldState }) => (
          <FormControl required error={Boolean(fieldState.error)}>
            <FormLabel id={typeLabelId}>Type</FormLabel>
            <RadioGroup row aria-labelledby={typeLabelId} name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              {discountTypes.map((type, index) => (
                <FormControlLabel key={type} value={type} control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />} label={type} />
              ))}
            </RadioGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <FormTextField control={form.control} name="value" label="Value" required inputMode="decimal" autoComplete="off" />
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
