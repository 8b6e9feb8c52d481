import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { DiscountFormValues, TaxOverrideFormValues } from '@/lib/catalogues/catalogue-forms';
import { CATALOGUE_DESCRIPTION_MAX, discountTypes } from '@/lib/schemas/job-catalogue-schemas';
import { FormTextField } from './form-text-field';

/*
 * The fields of a discount and of a tax override (spec 3 §2): the job's Discount and Tax override
 * dialogs and the administration's catalogue editors, over the forms of `@/lib/catalogues/catalogue-forms`.
 */

interface CatalogueFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** Shows the description's character counter (the catalogue editors). */
  counter?: boolean;
}

function DescriptionField<T extends FieldValues & { description: string }>({ control, counter = false }: CatalogueFieldsProps<T>) {
  return (
    <FormTextField
      control={control}
      name={'description' as FieldPath<T>}
      label="Description"
      required
      counterMax={counter ? CATALOGUE_DESCRIPTION_MAX : undefined}
      slotProps={{ htmlInput: { maxLength: CATALOGUE_DESCRIPTION_MAX } }}
    />
  );
}

export interface DiscountFieldsProps extends CatalogueFieldsProps<DiscountFormValues> {
  /** A hint under Value while it has no error. */
  valueHelperText?: string;
}

/** Description, Type (Amount or Percentage) and Value. */
export function DiscountFields({ control, counter, valueHelperText }: DiscountFieldsProps) {
  const typeLabelId = useId();
  return (
    <>
      <DescriptionField control={control} counter={counter} />
      <Controller
        control={control}
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
      <FormTextField control={control} name="value" label="Value" required inputMode="decimal" autoComplete="off" helperText={valueHelperText} />
    </>
  );
}

/** Description and Tax Rate %. */
export function TaxOverrideFields({ control, counter }: CatalogueFieldsProps<TaxOverrideFormValues>) {
  return (
    <>
      <DescriptionField control={control} counter={counter} />
      <FormTextField control={control} name="taxRate" label="Tax Rate %" required inputMode="decimal" autoComplete="off" />
    </>
  );
}
