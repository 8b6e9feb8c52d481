import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FormTextField } from '@/components/form-text-field';
import { MarkupPriceField } from '@/components/markup-price-field';
import { ActiveSwitch } from '@/components/record-editor/active-switch';
import { PRICEBOOK_NAME_MAX } from '@/lib/schemas/pricebook-request-schemas';
import type { PricebookItem, PricebookItemType, PricebookOption } from '@/lib/schemas/pricebook-schemas';
import { usePricebookCategoryOptions, usePricebookVendorOptions } from '../../api/pricebook-options';
import { offeredMarkup, optionsWithCurrent } from '../../model/pricebook-form-fields';
import { hasItemFields, type PricebookItemFormValues } from '../../model/pricebook-item-form';
import { PricebookImageField } from './pricebook-image-field';
import { PricebookInventoryQuantities } from './pricebook-inventory-quantities';
import { PricebookOptionSelect } from './pricebook-option-select';

type ItemForm = UseFormReturn<PricebookItemFormValues>;

const decimalInput = { inputMode: 'decimal' as const, autoComplete: 'off' };
const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/** Cost, Markup % and Price; a chosen vendor's or category's markup fills an empty Markup %. */
function PricingFields({ form, offer, onMarkupTyped }: { form: ItemForm; offer: string | null; onMarkupTyped: () => void }) {
  return (
    <>
      <FormTextField control={form.control} name="cost" label="Cost" {...decimalInput} />
      <FormTextField
        control={form.control}
        name="markup"
        label="Markup %"
        {...decimalInput}
        helperText={offer ?? undefined}
        onValueChange={(text) => {
          form.setValue('markup', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          onMarkupTyped();
        }}
      />
      <MarkupPriceField form={form} name="price" cost="cost" markup="markup" clearedHint="Enter a cost: the markup is added to it." />
    </>
  );
}

export interface PricebookItemFieldsProps {
  form: ItemForm;
  type: PricebookItemType;
  /** The saved item (edit mode), or `null`. */
  record: PricebookItem | null;
}

/** The pricebook item editor's fields (spec 3 §2); Vendor, Model Number, Part Number and Quantities for an Item only. */
export function PricebookItemFields({ form, type, record }: PricebookItemFieldsProps) {
  const { control } = form;
  const itemFields = hasItemFields(type);
  const vendors = usePricebookVendorOptions(undefined, { enabled: itemFields });
  const categories = usePricebookCategoryOptions();
  const [offer, setOffer] = useState<string | null>(null);
  const vendorOptions = useMemo(
    () => optionsWithCurrent(vendors.data, { context: record?.vendorIdentifier ?? null, name: record?.vendorName ?? null }),
    [vendors.data, record],
  );
  const categoryOptions = useMemo(
    () => optionsWithCurrent(categories.data, { context: record?.categoryIdentifier ?? null, name: record?.categoryDisplayName ?? null }),
    [categories.data, record],
  );

  const offerMarkup = (kind: 'vendor' | 'category') => (option: PricebookOption | undefined) => {
    const markup = offeredMarkup(form.getValues('markup'), option);
    if (markup === null || !option) return;
    form.setValue('markup', markup, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setOffer(`The ${kind} ${option.name}'s markup.`);
  };

  return (
    <>
      <FormTextField control={control} name="name" label="Name" required autoComplete="off" slotProps={{ htmlInput: { maxLength: PRICEBOOK_NAME_MAX } }} />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <Box sx={twoColumns}>
        {itemFields ? (
          <PricebookOptionSelect control={control} name="vendorIdentifier" label="Vendor" options={vendorOptions} noneLabel="None" loading={vendors.isPending} onChosen={offerMarkup('vendor')} />
        ) : null}
        <PricebookOptionSelect control={control} name="categoryIdentifier" label="Category" options={categoryOptions} noneLabel="None" loading={categories.isPending} onChosen={offerMarkup('category')} />
        {itemFields ? (
          <>
            <FormTextField control={control} name="modelNumber" label="Model Number" autoComplete="off" />
            <FormTextField control={control} name="partNumber" label="Part Number" autoComplete="off" />
          </>
        ) : null}
        <PricingFields form={form} offer={offer} onMarkupTyped={() => setOffer(null)} />
        <FormTextField control={control} name="reorderQuantity" label="Reorder Quantity" inputMode="numeric" autoComplete="off" />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Controller
          control={control}
          name="nonTaxable"
          render={({ field }) => (
            <FormControlLabel
              label="Non-Taxable"
              control={<Checkbox name={field.name} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
            />
          )}
        />
        <ActiveSwitch control={control} name="active" />
      </Box>
      <PricebookImageField control={control} type="Item" storedGuid={record?.imageGuid ?? null} editing={record !== null} />
      {itemFields ? <PricebookInventoryQuantities form={form} /> : null}
    </>
  );
}
