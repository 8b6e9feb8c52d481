import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '@/components/form-text-field';
import { ActiveSwitch } from '@/components/record-editor/active-switch';
import { EditorDialog, EditorDialogForm, EditorDialogLoading } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { PRICEBOOK_NAME_MAX } from '@/lib/schemas/pricebook-request-schemas';
import type { PricebookVendor } from '@/lib/schemas/pricebook-schemas';
import { pricebookVendorCalls } from '../../api/pricebook-records';
import { pricebookSavedMessage } from '../../model/pricebook-form-fields';
import { newPricebookVendorValues, pricebookVendorFormSchema, pricebookVendorRequest, pricebookVendorValuesOf, type PricebookVendorFormValues } from '../../model/pricebook-vendor-form';
import { useRecordSnapshot } from './use-record-snapshot';

export interface PricebookVendorEditorDialogProps {
  open: boolean;
  /** The vendor to edit; `null` adds one. */
  context: string | null;
  onClose: () => void;
  /** After a save, with the vendor as stored (the dialog then closes). */
  onSaved?: (vendor: PricebookVendor) => void;
}

function VendorEditorForm({ record, onClose, onSaved }: { record: PricebookVendor | null; onClose: () => void; onSaved?: (vendor: PricebookVendor) => void }) {
  const form = useForm<PricebookVendorFormValues>({
    resolver: zodResolver(pricebookVendorFormSchema),
    defaultValues: record ? pricebookVendorValuesOf(record) : newPricebookVendorValues(),
  });
  const save = pricebookVendorCalls.useSave();
  return (
    <EditorDialogForm
      form={form}
      submitLabel="Save"
      unableToSave={UNABLE_TO_SAVE}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(pricebookVendorRequest(values, record));
        toast.success(pricebookSavedMessage('Vendor', record === null));
        onSaved?.(saved);
        onClose();
      }}
    >
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

function VendorEditorContent({ context, onClose, onSaved }: Omit<PricebookVendorEditorDialogProps, 'open'>) {
  const record = useRecordSnapshot(pricebookVendorCalls.useRecord(context, { refetchOnWindowFocus: false }));
  if (context !== null && record === null) return <EditorDialogLoading />;
  return <VendorEditorForm record={record} onClose={onClose} onSaved={onSaved} />;
}

/**
 * The pricebook vendor editor (spec 3 §2 "Category and vendor editors"): Name, Markup % and Active.
 * Save says "Pricebook Vendor created." or "updated." and closes.
 */
export function PricebookVendorEditorDialog({ open, context, onClose, onSaved }: PricebookVendorEditorDialogProps) {
  return (
    <EditorDialog open={open} title={context === null ? 'Add Pricebook Vendor' : 'Pricebook Vendor Editor'} onClose={onClose} maxWidth="xs">
      <VendorEditorContent context={context} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  );
}
