import { FormTextField } from '@/components/form-text-field';
import { ActiveSwitch } from '@/components/record-editor/active-switch';
import { EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { PRICEBOOK_NAME_MAX } from '@/lib/schemas/pricebook-request-schemas';
import type { PricebookVendor } from '@/lib/schemas/pricebook-schemas';
import { pricebookVendorCalls } from '../../api/pricebook-records';
import { newPricebookVendorValues, pricebookVendorFormSchema, pricebookVendorRequest, pricebookVendorValuesOf } from '../../model/pricebook-vendor-form';
import { PricebookEditorDialogFrame, type PricebookEditorDialogProps } from './pricebook-editor-dialog-frame';
import { usePricebookEditor, type PricebookEditorFormProps } from './use-pricebook-editor';

export type PricebookVendorEditorDialogProps = PricebookEditorDialogProps<PricebookVendor>;

const vendorModel = { calls: pricebookVendorCalls, schema: pricebookVendorFormSchema, valuesOf: pricebookVendorValuesOf, newValues: newPricebookVendorValues, request: pricebookVendorRequest };

function VendorEditorForm(props: PricebookEditorFormProps<PricebookVendor>) {
  const { form, dialogForm } = usePricebookEditor(props, vendorModel);
  return (
    <EditorDialogForm {...dialogForm}>
      <FormTextField control={form.control} name="name" label="Name" required autoComplete="off" slotProps={{ htmlInput: { maxLength: PRICEBOOK_NAME_MAX } }} />
      <FormTextField
        control={form.control}
        name="markup"
        label="Markup %"
        inputMode="decimal"
        autoComplete="off"
        helperText="Offered to an item without a markup when the vendor is chosen."
      />
      <ActiveSwitch control={form.control} name="active" />
    </EditorDialogForm>
  );
}

/**
 * The pricebook vendor editor (spec 3 §2 "Category and vendor editors"): Name, Markup % and Active.
 * Save says "Pricebook Vendor created." or "updated." and closes.
 */
export function PricebookVendorEditorDialog(props: PricebookVendorEditorDialogProps) {
  return <PricebookEditorDialogFrame {...props} calls={pricebookVendorCalls} maxWidth="xs" form={VendorEditorForm} />;
}
