import { useEffect } from 'react';
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FormTextField } from '@/components/form-text-field';
import { OutlinedTextField } from '@/components/outlined-text-field';
import { formatUsd, markupPriceText } from '@/lib/job-calculations';
import { typedLineTotal, type JobDetailFormValues } from './job-detail-form';

interface PriceDetailFieldsProps {
  form: UseFormReturn<JobDetailFormValues>;
  /** Cost and Markup % are office figures (`JOB_COST_R`). */
  showCosts: boolean;
}

const decimalInput = { inputMode: 'decimal' as const, autoComplete: 'off' };

/**
 * The price: with a markup it is cost plus the markup percentage (read-only, out of the tab order);
 * without one it is what the user types (spec 3 §4, §5). Watches only cost and markup.
 */
function PriceField({ form }: { form: UseFormReturn<JobDetailFormValues> }) {
  const [cost, markup] = useWatch({ control: form.control, name: ['cost', 'markup'] });
  const { isSubmitted } = useFormState({ control: form.control, name: 'price' });
  const computed = markupPriceText(cost, markup);
  useEffect(() => {
    if (computed.price !== null && form.getValues('price') !== computed.price) {
      form.setValue('price', computed.price, { shouldDirty: true, shouldValidate: isSubmitted });
    }
  }, [computed.price, form, isSubmitted]);
  return (
    <FormTextField
      control={form.control}
      name="price"
      label="Price"
      required
      {...decimalInput}
      helperText={computed.readOnly ? 'Cost plus markup' : undefined}
      slotProps={{ input: { readOnly: computed.readOnly }, htmlInput: computed.readOnly ? { tabIndex: -1 } : undefined }}
    />
  );
}

/** Price × quantity as typed, worked out by the calculation module; watches only price and quantity. */
function LineTotalField({ form }: { form: UseFormReturn<JobDetailFormValues> }) {
  const [price, quantity] = useWatch({ control: form.control, name: ['price', 'quantity'] });
  const total = typedLineTotal(price, quantity);
  return (
    <OutlinedTextField
      name="total"
      label="Total"
      value={total === null ? '' : formatUsd(total)}
      onChange={() => undefined}
      slotProps={{ input: { readOnly: true }, htmlInput: { tabIndex: -1 } }}
    />
  );
}

/** Spec 3 §2 "Price detail": cost, markup, price, quantity, total, non-taxable. */
export function PriceDetailFields({ form, showCosts }: PriceDetailFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {showCosts ? (
        <>
          <FormTextField control={form.control} name="cost" label="Cost" {...decimalInput} />
          <FormTextField control={form.control} name="markup" label="Markup %" {...decimalInput} />
        </>
      ) : null}
      <PriceField form={form} />
      <FormTextField control={form.control} name="quantity" label="Quantity" required {...decimalInput} />
      <LineTotalField form={form} />
      <Controller
        control={form.control}
        name="nonTaxable"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox name={field.name} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
            label="Non-Taxable"
          />
        )}
      />
    </Box>
  );
}
