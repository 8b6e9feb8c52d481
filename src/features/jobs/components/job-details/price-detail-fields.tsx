import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FormTextField } from '@/components/form-text-field';
import { MarkupPriceField } from '@/components/markup-price-field';
import { OutlinedTextField } from '@/components/outlined-text-field';
import { formatUsd } from '@/lib/job-calculations';
import { typedLineTotal, type JobDetailFormValues } from './job-detail-form';

interface PriceDetailFieldsProps {
  form: UseFormReturn<JobDetailFormValues>;
  /** Cost and Markup % are office figures (`JOB_COST_R`). */
  showCosts: boolean;
}

const decimalInput = { inputMode: 'decimal' as const, autoComplete: 'off' };

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
      <MarkupPriceField form={form} name="price" cost="cost" markup="markup" />
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
