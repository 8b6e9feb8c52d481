import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { AddressFields } from '@/components/contact-fields/address-fields';
import { FormTelephoneField } from '@/components/contact-fields/form-telephone-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { toast } from '@/components/toasts';
import { activePicklistItems } from '@/lib/picklists/picklist-items';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { telephoneTypes } from '@/lib/schemas/common-schemas';
import { contactLimits } from '@/lib/schemas/contact-schemas';
import type { CustomerRecord, DuplicateMatch } from '@/lib/schemas/customer-schemas';
import { customerDisplayName } from '../model/customer-form';
import { CUSTOMER_CREATED, UNABLE_TO_SAVE, USE_EXISTING_CUSTOMER } from '../model/customer-messages';
import { newQuickCustomerValues, quickCustomerFormSchema, quickCustomerRequest, type QuickCustomerFormValues } from '../model/quick-customer-form';
import { CustomerNameFields } from './customer-name-fields';
import { CustomerTypeField } from './customer-type-field';
import { CheckedCreateDuplicates } from './checked-create-duplicates';
import { useCheckedCustomerCreate } from './use-checked-customer-create';

export interface CustomerQuickCreateDialogProps {
  open: boolean;
  /** What was typed in the search: it becomes the name, telephone number or email address. */
  initialTerm?: string;
  onClose: () => void;
  onCreated: (customer: CustomerRecord) => void;
  /** The user chose an existing customer in the duplicate warning. */
  onUseExisting: (match: DuplicateMatch) => void;
}

function QuickCreateForm({ initialTerm = '', onCreated, onUseExisting }: Omit<CustomerQuickCreateDialogProps, 'open' | 'onClose'>) {
  const paymentTerms = usePicklist('PaymentTerm');
  const defaultTerm = activePicklistItems(paymentTerms.data ?? []).find((item) => item.isDefault)?.context ?? null;
  const form = useForm<QuickCustomerFormValues>({ resolver: zodResolver(quickCustomerFormSchema), defaultValues: newQuickCustomerValues(initialTerm) });
  const { control, getValues } = form;
  const checked = useCheckedCustomerCreate();
  const busy = checked.creating;

  const finish = (customer: CustomerRecord) => {
    toast.success(CUSTOMER_CREATED);
    onCreated(customer);
  };

  return (
    <EditorDialogForm
      form={form}
      submitLabel="Add Customer"
      busy={busy}
      unableToSave={UNABLE_TO_SAVE}
      onSubmit={async (values) => {
        const outcome = await checked.create(quickCustomerRequest(values, defaultTerm));
        if (outcome.kind === 'created') finish(outcome.customer);
      }}
    >
      <CustomerTypeField control={control} name="customerType" disabled={busy} />
      <CustomerNameFields control={control} autoFocus disabled={busy} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '140px minmax(0, 1fr)' } }}>
        <FormSelectField control={control} name="telephoneType" label="Telephone Type" disabled={busy} options={telephoneTypes} />
        <FormTelephoneField control={control} name="telephone" label="Telephone" disabled={busy} />
      </Box>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: contactLimits.email } }}
      />
      <AddressFields control={control} name="address" legend="Service Address" hint="Leave it blank if you do not know it yet." disabled={busy} />
      <CheckedCreateDuplicates
        checked={checked}
        newName={customerDisplayName(getValues())}
        useExistingLabel={USE_EXISTING_CUSTOMER}
        onUseExisting={onUseExisting}
        onCreated={finish}
      />
    </EditorDialogForm>
  );
}

/**
 * The picker's Add Customer dialog: a person or company with one telephone number, one email address
 * and the service address. Save checks for possible duplicates first (Use Existing Customer or Create
 * Anyway). The form starts afresh each time the dialog opens; closing it with unsaved changes asks first.
 */
export function CustomerQuickCreateDialog({ open, onClose, ...props }: CustomerQuickCreateDialogProps) {
  return (
    <EditorDialog open={open} title="Add Customer" onClose={onClose}>
      <QuickCreateForm {...props} />
    </EditorDialog>
  );
}
