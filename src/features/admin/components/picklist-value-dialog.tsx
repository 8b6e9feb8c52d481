import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormHelperText from '@mui/material/FormHelperText';
import { FormSwitchField } from '@/components/form-switch-field';
import { FormTextField } from '@/components/form-text-field';
import { ActiveSwitch } from '@/components/record-editor/active-switch';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { useCreatePicklistItem, useUpdatePicklistItem } from '@/lib/picklists/edit-picklist';
import { PICKLIST_TEXT_MAX } from '@/lib/schemas/picklist-edit-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import type { PicklistAdminKind } from '../model/picklist-admin-kinds';
import { picklistCreateRequest, picklistUpdateRequest, picklistValueDefaults, picklistValueSchema, type PicklistValueForm } from '../model/picklist-value-form';

export interface PicklistValueDialogProps {
  kind: PicklistAdminKind;
  /** The values of the list (duplicates are refused). */
  items: readonly PicklistItem[];
  /** The value to edit; `null` adds one. */
  item: PicklistItem | null;
  /** A payment term's days. */
  dueDays: number | null;
  onClose: () => void;
}

function ValueForm({ kind, items, item, dueDays, onClose }: PicklistValueDialogProps) {
  const create = useCreatePicklistItem();
  const update = useUpdatePicklistItem();
  const form = useForm<PicklistValueForm>({ resolver: zodResolver(picklistValueSchema(kind.kind, items, item?.context ?? null)), defaultValues: picklistValueDefaults(item, dueDays) });
  const paymentTerm = kind.kind === 'PaymentTerm';
  return (
    <EditorDialogForm
      form={form}
      submitLabel={item ? 'Save' : 'Add'}
      busy={create.isPending || update.isPending}
      onSubmit={async (values) => {
        const saved = item ? await update.mutateAsync(picklistUpdateRequest(kind.kind, item, values)) : await create.mutateAsync(picklistCreateRequest(kind.kind, values));
        toast.success(`${kind.singular} ${saved.text} saved.`);
        onClose();
      }}
    >
      <FormTextField control={form.control} name="text" label="Name" required limit={PICKLIST_TEXT_MAX} />
      {paymentTerm ? <FormTextField control={form.control} name="dueDays" label="Days" required inputMode="numeric" helperText="Days after the invoice date the payment is due." /> : null}
      <ActiveSwitch control={form.control} name="active" />
      {paymentTerm ? <FormSwitchField control={form.control} name="isDefault" label="Default for new jobs" /> : null}
      {form.formState.errors.active ? <FormHelperText error>{form.formState.errors.active.message}</FormHelperText> : null}
    </EditorDialogForm>
  );
}

/** Add or edit one value of a picklist: its name, whether it is active, a payment term's days and default. */
export function PicklistValueDialog(props: PicklistValueDialogProps) {
  const title = props.item ? `Edit ${props.kind.singular}` : `Add ${props.kind.singular}`;
  return (
    <EditorDialog open title={title} onClose={props.onClose}>
      <ValueForm {...props} />
    </EditorDialog>
  );
}
