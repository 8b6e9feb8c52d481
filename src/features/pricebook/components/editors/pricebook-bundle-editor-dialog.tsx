import { useId, useMemo } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FormTextField } from '@/components/form-text-field';
import { ActiveSwitch } from '@/components/record-editor/active-switch';
import { EditorDialog, EditorDialogForm, EditorDialogLoading } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { PRICEBOOK_NAME_MAX } from '@/lib/schemas/pricebook-request-schemas';
import { bundlePricingDisplays, type PricebookBundle } from '@/lib/schemas/pricebook-schemas';
import { usePricebookCategoryOptions } from '../../api/pricebook-options';
import { pricebookBundleCalls } from '../../api/pricebook-records';
import { newPricebookBundleValues, pricebookBundleFormSchema, pricebookBundleRequest, pricebookBundleValuesOf, type PricebookBundleFormValues } from '../../model/pricebook-bundle-form';
import { optionsWithCurrent, pricebookSavedMessage } from '../../model/pricebook-form-fields';
import { PricebookBundleItems } from './pricebook-bundle-items';
import { PricebookImageField } from './pricebook-image-field';
import { PricebookOptionSelect } from './pricebook-option-select';
import { useRecordSnapshot } from './use-record-snapshot';

export interface PricebookBundleEditorDialogProps {
  open: boolean;
  /** The bundle to edit; `null` adds one. */
  context: string | null;
  onClose: () => void;
  /** After a save, with the bundle as stored (the dialog then closes). */
  onSaved?: (bundle: PricebookBundle) => void;
}

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

function BundleEditorForm({ record, onClose, onSaved }: { record: PricebookBundle | null; onClose: () => void; onSaved?: (bundle: PricebookBundle) => void }) {
  const form = useForm<PricebookBundleFormValues>({
    resolver: zodResolver(pricebookBundleFormSchema),
    defaultValues: record ? pricebookBundleValuesOf(record) : newPricebookBundleValues(),
  });
  const { control } = form;
  const save = pricebookBundleCalls.useSave();
  const categories = usePricebookCategoryOptions();
  const categoryOptions = useMemo(
    () => optionsWithCurrent(categories.data, { context: record?.categoryIdentifier ?? null, name: record?.categoryDisplayName ?? null }),
    [categories.data, record],
  );
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Save"
      unableToSave={UNABLE_TO_SAVE}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(pricebookBundleRequest(values, record));
        toast.success(pricebookSavedMessage('Bundle', record === null));
        onSaved?.(saved);
        onClose();
      }}
    >
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

function BundleEditorContent({ context, onClose, onSaved }: Omit<PricebookBundleEditorDialogProps, 'open'>) {
  const record = useRecordSnapshot(pricebookBundleCalls.useRecord(context, { refetchOnWindowFocus: false }));
  if (context !== null && record === null) return <EditorDialogLoading />;
  return <BundleEditorForm record={record} onClose={onClose} onSaved={onSaved} />;
}

/**
 * The pricebook bundle editor (spec 3 §2 "Bundle editor (pricebook)"): Name, Description, Pricing,
 * Category, Active, the image, and the items (search to add, quantities, order, Remove Items) with
 * the calculated total. Save needs at least one item; it says "Pricebook Bundle created." or
 * "updated." and closes.
 */
export function PricebookBundleEditorDialog({ open, context, onClose, onSaved }: PricebookBundleEditorDialogProps) {
  return (
    <EditorDialog open={open} title={context === null ? 'Add Pricebook Bundle' : 'Pricebook Bundle Editor'} onClose={onClose} maxWidth="md">
      <BundleEditorContent context={context} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  );
}
