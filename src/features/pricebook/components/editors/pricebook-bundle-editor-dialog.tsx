import { useId, useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FormTextField } from '@/components/form-text-field';
import { ActiveSwitch } from '@/components/record-editor/active-switch';
import { EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { PRICEBOOK_NAME_MAX } from '@/lib/schemas/pricebook-request-schemas';
import { bundlePricingDisplays, type PricebookBundle } from '@/lib/schemas/pricebook-schemas';
import { usePricebookCategoryOptions } from '../../api/pricebook-options';
import { pricebookBundleCalls } from '../../api/pricebook-records';
import { newPricebookBundleValues, pricebookBundleFormSchema, pricebookBundleRequest, pricebookBundleValuesOf, type PricebookBundleFormValues } from '../../model/pricebook-bundle-form';
import { optionsWithCurrent } from '../../model/pricebook-form-fields';
import { PricebookBundleItems } from './pricebook-bundle-items';
import { PricebookEditorDialogFrame, type PricebookEditorDialogProps } from './pricebook-editor-dialog-frame';
import { PricebookImageField } from './pricebook-image-field';
import { PricebookOptionSelect } from './pricebook-option-select';
import { usePricebookEditor, type PricebookEditorFormProps } from './use-pricebook-editor';

export type PricebookBundleEditorDialogProps = PricebookEditorDialogProps<PricebookBundle>;

/** Pricing: Item Pricing or Flat Rate Pricing, as a labelled radio group. */
function PricingField({ control }: { control: Control<PricebookBundleFormValues> }) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="pricingDisplay"
      render={({ field }) => (
        <FormControl>
          <FormLabel id={labelId}>Pricing</FormLabel>
          <RadioGroup row aria-labelledby={labelId} name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
            {bundlePricingDisplays.map((display) => (
              <FormControlLabel key={display} value={display} control={<Radio />} label={display} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

const bundleModel = { calls: pricebookBundleCalls, schema: pricebookBundleFormSchema, valuesOf: pricebookBundleValuesOf, newValues: newPricebookBundleValues, request: pricebookBundleRequest };

function BundleEditorForm(props: PricebookEditorFormProps<PricebookBundle>) {
  const { record } = props;
  const { form, dialogForm } = usePricebookEditor(props, bundleModel);
  const { control } = form;
  const categories = usePricebookCategoryOptions();
  const categoryOptions = useMemo(
    () => optionsWithCurrent(categories.data, { context: record?.categoryIdentifier ?? null, name: record?.categoryDisplayName ?? null }),
    [categories.data, record],
  );
  return (
    <EditorDialogForm {...dialogForm}>
      <FormTextField control={control} name="name" label="Name" required autoComplete="off" slotProps={{ htmlInput: { maxLength: PRICEBOOK_NAME_MAX } }} />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <PricingField control={control} />
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' } }}>
        <PricebookOptionSelect control={control} name="categoryIdentifier" label="Category" options={categoryOptions} noneLabel="None" loading={categories.isPending} />
        <ActiveSwitch control={control} name="active" />
      </Box>
      <PricebookImageField control={control} type="Bundle" storedGuid={record?.imageGuid ?? null} editing={record !== null} />
      <PricebookBundleItems form={form} />
    </EditorDialogForm>
  );
}

/**
 * The pricebook bundle editor (spec 3 §2 "Bundle editor (pricebook)"): Name, Description, Pricing,
 * Category, Active, the image, and the items (search to add, quantities, order, Remove Items) with
 * the calculated total. Save needs at least one item; it says "Pricebook Bundle created." or
 * "updated." and closes.
 */
export function PricebookBundleEditorDialog(props: PricebookBundleEditorDialogProps) {
  return <PricebookEditorDialogFrame {...props} calls={pricebookBundleCalls} maxWidth="md" form={BundleEditorForm} />;
}
