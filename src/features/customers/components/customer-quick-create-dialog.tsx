import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AddressFields } from '@/components/contact-fields/address-fields';
import { FormTextField } from '@/components/form-text-field';
import { toast } from '@/components/toasts';
import { activePicklistItems } from '@/lib/picklists/picklist-items';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { telephoneTypes } from '@/lib/schemas/common-schemas';
import { contactLimits } from '@/lib/schemas/contact-schemas';
import type { CustomerRecord, DuplicateMatch } from '@/lib/schemas/customer-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { customerDisplayName } from '../model/customer-form';
import { CUSTOMER_CREATED, UNABLE_TO_SAVE, USE_EXISTING_CUSTOMER } from '../model/customer-messages';
import { newQuickCustomerValues, quickCustomerFormSchema, quickCustomerRequest, type QuickCustomerFormValues } from '../model/quick-customer-form';
import { CustomerNameFields } from './customer-name-fields';
import { CustomerTypeField } from './customer-type-field';
import { DuplicateCustomerDialog } from './duplicate-customer-dialog';
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

function QuickCreateForm({ initialTerm = '', onClose, onCreated, onUseExisting }: Omit<CustomerQuickCreateDialogProps, 'open'>) {
  const paymentTerms = usePicklist('PaymentTerm');
  const defaultTerm = activePicklistItems(paymentTerms.data ?? []).find((item) => item.isDefault)?.context ?? null;
  const { control, handleSubmit, formState, getValues } = useForm<QuickCustomerFormValues>({
    resolver: zodResolver(quickCustomerFormSchema),
    defaultValues: newQuickCustomerValues(initialTerm),
  });
  const checked = useCheckedCustomerCreate();
  const busy = formState.isSubmitting || checked.creating;

  const finish = (customer: CustomerRecord) => {
    toast.success(CUSTOMER_CREATED);
    onCreated(customer);
  };

  const handleSave = handleSubmit(async (values) => {
    const outcome = await checked.create(quickCustomerRequest(values, defaultTerm));
    if (outcome.kind === 'created') finish(outcome.customer);
  });

  const showInvalid = formState.isSubmitted && Object.keys(formState.errors).length > 0;

  return (
    <>
      <Box
        component="form"
        noValidate
        aria-label="New customer"
        onSubmit={(event) => {
          // The dialog may sit inside another form (an intake or job editor): keep the submit here.
          event.stopPropagation();
          void handleSave(event);
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle>Add Customer</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <CustomerTypeField control={control} name="customerType" disabled={busy} />
          <CustomerNameFields control={control} autoFocus disabled={busy} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '140px minmax(0, 1fr)' } }}>
            <Controller
              control={control}
              name="telephoneType"
              render={({ field }) => (
                <TextField select label="Telephone Type" value={field.value} onChange={field.onChange} disabled={busy}>
                  {telephoneTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {type}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField
              control={control}
              name="telephone"
              label="Telephone"
              type="tel"
              autoComplete="tel"
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: contactLimits.telephone } }}
            />
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
          {showInvalid ? (
            <Alert severity="error" role="alert">
              {UNABLE_TO_SAVE}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Add Customer
          </Button>
        </DialogActions>
      </Box>
      <DuplicateCustomerDialog
        open={checked.matches !== null}
        newName={customerDisplayName(getValues())}
        matches={checked.matches ?? []}
        useExistingLabel={USE_EXISTING_CUSTOMER}
        busy={checked.creating}
        onUseExisting={(match) => {
          checked.dismiss();
          onUseExisting(match);
        }}
        onCreateAnyway={() =>
          void checked.createAnyway().then((outcome) => {
            if (outcome.kind === 'created') finish(outcome.customer);
          })
        }
        onCancel={checked.dismiss}
      />
    </>
  );
}

/**
 * The picker's Add Customer dialog: a person or company with one telephone number, one email address
 * and the service address. Save checks for possible duplicates first (Use Existing Customer or Create
 * Anyway). The form starts afresh each time the dialog opens.
 */
export function CustomerQuickCreateDialog({ open, ...props }: CustomerQuickCreateDialogProps) {
  const compact = useCompactWidth();
  return (
    <Dialog open={open} onClose={props.onClose} maxWidth="sm" fullWidth fullScreen={compact}>
      {open ? <QuickCreateForm {...props} /> : null}
    </Dialog>
  );
}
