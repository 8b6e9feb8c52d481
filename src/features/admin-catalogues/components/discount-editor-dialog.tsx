import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { CATALOGUE_DESCRIPTION_MAX, discountTypes, type Discount } from '@/lib/schemas/job-catalogue-schemas';
import { useSaveDiscount } from '../api/catalogues';
import { DISCOUNT_SAVED } from '../model/admin-catalogue-messages';
import { discountFormSchema, discountFormValues, discountFromForm, type DiscountFormValues } from '../model/catalogue-form';

export interface DiscountEditorDialogProps {
  open: boolean;
  /** The entry to change, or `null` to add one. */
  entry: Discount | null;
  onClose: () => void;
}

function DiscountForm({ entry, onClose }: Omit<DiscountEditorDialogProps, 'open'>) {
  const form = useForm<DiscountFormValues>({ resolver: zodResolver(discountFormSchema), defaultValues: discountFormValues(entry) });
  const typeLabelId = useId();
  const save = useSaveDiscount();
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Save"
      unableToSave={UNABLE_TO_SAVE}
      onSubmit={async (values) => {
        await save.mutateAsync({ ...discountFromForm(values), context: entry?.context ?? null });
        toast.success(DISCOUNT_SAVED);
        onClose();
      }}
    >
      <FormTextField control={form.control} name="description" label="Description" required counterMax={CATALOGUE_DESCRIPTION_MAX} slotProps={{ htmlInput: { maxLength: CATALOGUE_DESCRIPTION_MAX } }} />
      <Controller
        control={form.control}
        name="discountType"
        render={({ field }) => (
          <FormControl required>
            <FormLabel id={typeLabelId}>Type</FormLabel>
            <RadioGroup row aria-labelledby={typeLabelId} name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              {discountTypes.map((type, index) => (
                <FormControlLabel key={type} value={type} control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />} label={type} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormTextField control={form.control} name="value" label="Value" required inputMode="decimal" autoComplete="off" helperText="Dollars for Amount, percent for Percentage." />
    </EditorDialogForm>
  );
}

/** Add Discount or Edit Discount: description, type and value, checked as the server checks them. */
export function DiscountEditorDialog({ open, entry, onClose }: DiscountEditorDialogProps) {
  return (
    <EditorDialog open={open} title={entry ? 'Edit Discount' : 'Add Discount'} onClose={onClose} maxWidth="xs">
      <DiscountForm entry={entry} onClose={onClose} />
    </EditorDialog>
  );
}
