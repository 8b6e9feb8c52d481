import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import { FormTextField } from '@/components/form-text-field';
import { canDecrease, canIncrease, steppedQuantity, type BundleItemRow, type PricebookBundleFormValues } from '../../model/pricebook-bundle-form';

export interface PricebookBundleItemQuantityProps {
  form: UseFormReturn<PricebookBundleFormValues>;
  index: number;
  item: BundleItemRow['item'];
}

/** A bundle item's quantity: minus (off at 1), the box, plus; watches only its own quantity. */
export function PricebookBundleItemQuantity({ form, index, item }: PricebookBundleItemQuantityProps) {
  const name = `items.${index}.quantity` as const;
  const quantity = useWatch({ control: form.control, name });
  const { isSubmitted } = useFormState({ control: form.control, name });
  const step = (by: 1 | -1) => form.setValue(name, steppedQuantity(quantity, by), { shouldDirty: true, shouldValidate: isSubmitted });
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'center', gap: 0.5 }}>
      <IconButton size="small" aria-label={`Decrease quantity of ${item.name}`} disabled={!canDecrease(quantity)} onClick={() => step(-1)} sx={{ mt: 0.5 }}>
        <RemoveOutlined fontSize="small" />
      </IconButton>
      <FormTextField
        control={form.control}
        name={name}
        size="small"
        inputMode="numeric"
        autoComplete="off"
        margin="none"
        sx={{ width: { xs: 52, sm: 72 } }}
        slotProps={{
          htmlInput: { 'aria-label': `Quantity of ${item.name}`, style: { textAlign: 'center' } },
          // A typed quantity's message is wider than the field.
          formHelperText: { sx: { mx: 0, minWidth: 112, textAlign: 'center' } },
        }}
      />
      <IconButton size="small" aria-label={`Increase quantity of ${item.name}`} disabled={!canIncrease(quantity)} onClick={() => step(1)} sx={{ mt: 0.5 }}>
        <AddOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
