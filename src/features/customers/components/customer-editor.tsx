import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { AddressListField } from '@/components/contact-fields/address-list-field';
import { InactiveBadge } from '@/components/inactive-badge';
import { ActiveSwitch } from '@/components/record-editor/active-switch';
import { contactListSections } from '@/components/record-editor/contact-sections';
import { FormNotesField } from '@/components/record-editor/form-notes-field';
import { RecordEditorFrame } from '@/components/record-editor/record-editor-frame';
import { useEditorLeave } from '@/components/record-editor/use-editor-leave';
import type { VersionConflictState } from '@/components/record-list/use-versioned-edit';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { customerLimits, type CustomerRecord } from '@/lib/schemas/customer-schemas';
import { customerFormSchema, type CustomerCreateRequest, type CustomerFormValues } from '@/lib/schemas/customer-request-schemas';
import { customerDisplayName, customerRequestFromForm } from '../model/customer-form';
import { CUSTOMER_CREATED, CUSTOMER_UPDATED, OPEN_EXISTING_CUSTOMER } from '../model/customer-messages';
import { CustomerJobDefaultsFields } from './customer-job-defaults-fields';
import { CustomerNameFields } from './customer-name-fields';
import { CustomerPickerDialog } from './customer-picker-dialog';
import { CustomerTypeField } from './customer-type-field';
import { CheckedCreateDuplicates } from './checked-create-duplicates';
import { TypedDuplicateMatches } from './typed-duplicate-matches';
import { useCheckedCustomerCreate } from './use-checked-customer-create';

export type CustomerEditorProps = {
  defaultValues: CustomerFormValues;
  cancelTo: string;
  /** Over the form: the customer's name when editing. */
  heading?: string;
  /** Above the sections, e.g. what a new sub-customer starts with. */
  notice?: ReactNode;
  /** The customer has sub-customers, so it cannot become one. */
  hasSubCustomers?: boolean;
} & (
  | { mode: 'add' }
  | {
      mode: 'edit';
      /** Saves and answers the saved customer; throws when the save failed (the API client has said why). */
      onUpdate: (request: CustomerCreateRequest) => Promise<CustomerRecord>;
      versioned: VersionConflictState;
    }
);

/** The parent of a sub-customer: shown with a link, chosen with the customer picker, or removed. */
function ParentCustomerField({ control, hasSubCustomers }: { control: Control<CustomerFormValues>; hasSubCustomers: boolean }) {
  const [choosing, setChoosing] = useState(false);
  if (hasSubCustomers) {
    return (
      <Typography variant="body2" color="text.secondary">
        This customer has sub-customers, so it cannot be a sub-customer itself.
      </Typography>
    );
  }
  return (
    <Controller
      control={control}
      name="parent"
      render={({ field }) => (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            A sub-customer is a property or site of another customer, such as a tenant in a landlord&rsquo;s building.
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {field.value ? (
              <>
                <Typography component="span">
                  Sub-customer of{' '}
                  <Link component={RouterLink} to={paths.customersView(field.value.context)} sx={{ fontWeight: 600 }}>
                    {field.value.customerName}
                  </Link>
                </Typography>
                {field.value.active ? null : <InactiveBadge />}
                <Button size="small" onClick={() => setChoosing(true)}>
                  Change Parent Customer
                </Button>
                <Button size="small" color="inherit" onClick={() => field.onChange(null)}>
                  Remove Parent Customer
                </Button>
              </>
            ) : (
              <Button size="small" variant="outlined" startIcon={<AccountTreeOutlined />} onClick={() => setChoosing(true)}>
                Choose Parent Customer
              </Button>
            )}
          </Box>
          <CustomerPickerDialog
            open={choosing}
            title="Choose Parent Customer"
            onClose={() => setChoosing(false)}
            onSelect={({ customer }) => {
              setChoosing(false);
              field.onChange({ context: customer.context, customerName: customer.customerName, active: customer.active });
            }}
          />
        </Box>
      )}
    />
  );
}

/**
 * The customer form of the add and edit pages: person or company, active, parent customer,
 * addresses, telephone numbers, email addresses, notes and job defaults. Adding checks for possible
 * duplicates first. Warns before leaving with unsaved changes; a failed save keeps what was typed.
 */
export function CustomerEditor(props: CustomerEditorProps) {
  const { defaultValues, cancelTo, hasSubCustomers = false } = props;
  const form = useForm<CustomerFormValues>({ resolver: zodResolver(customerFormSchema), defaultValues });
  const { control, setValue, getValues } = form;
  const leave = useEditorLeave();
  const checked = useCheckedCustomerCreate();
  // Adding: the likely duplicates show under the contact lists as the name, telephone or email is typed.
  const contactSections = contactListSections(control, setValue, { telephoneType: 'Mobile', emailType: 'Personal' }).map((section) =>
    props.mode === 'add' && section.id === 'emails'
      ? {
          ...section,
          content: (
            <>
              {section.content}
              <TypedDuplicateMatches control={control} onOpen={(context) => leave.leave(paths.customersView(context))} />
            </>
          ),
        }
      : section,
  );

  const saved = (customer: CustomerRecord, message: string) => {
    toast.success(message);
    leave.leave(paths.customersView(customer.context));
  };

  const handleSave = async (values: CustomerFormValues) => {
    const request = customerRequestFromForm(values);
    if (props.mode === 'edit') {
      saved(await props.onUpdate(request), CUSTOMER_UPDATED);
      return;
    }
    const outcome = await checked.create(request);
    if (outcome.kind === 'created') saved(outcome.customer, CUSTOMER_CREATED);
  };

  return (
    <RecordEditorFrame
      form={form}
      label="Customer"
      heading={props.heading}
      notice={props.notice}
      leave={leave}
      versioned={props.mode === 'edit' ? { ...props.versioned, recordName: 'customer' } : undefined}
      busy={checked.creating}
      buttons={{ cancelTo }}
      onSave={handleSave}
      sections={[
        {
          id: 'details',
          label: 'Customer Details',
          heading: true,
          content: (
            <>
              <CustomerTypeField control={control} name="customerType" />
              <CustomerNameFields control={control} autoFocus={props.mode === 'add'} />
              <Box>
                <ActiveSwitch control={control} name="active" />
                <Typography variant="body2" color="text.secondary">
                  Inactive customers are kept for their history but left out of the customer list and searches by default.
                </Typography>
              </Box>
            </>
          ),
        },
        { id: 'parent', label: 'Parent Customer', heading: true, content: <ParentCustomerField control={control} hasSubCustomers={hasSubCustomers} /> },
        {
          id: 'addresses',
          label: 'Addresses',
          content: (
            <>
              <AddressListField control={control} setValue={setValue} name="addresses" withNotes />
              <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
                Mark one service address and one billing address as primary; new intake and jobs use them. Without a billing address, bills go to the
                service address.
              </Typography>
            </>
          ),
        },
        ...contactSections,
        {
          id: 'notes',
          label: 'Notes',
          heading: true,
          content: (
            <FormNotesField
              control={control}
              name="notes"
              label="Notes"
              max={customerLimits.notes}
              helperText="Gate codes, pets, preferred times: anything the office and technicians should know."
            />
          ),
        },
        { id: 'defaults', label: 'Job Defaults', heading: true, content: <CustomerJobDefaultsFields control={control} /> },
      ]}
    >
      {props.mode === 'add' ? (
        <CheckedCreateDuplicates
          checked={checked}
          newName={customerDisplayName(getValues())}
          useExistingLabel={OPEN_EXISTING_CUSTOMER}
          // The user chose the existing record: what was typed here is dropped without asking again.
          onUseExisting={(match) => leave.leave(paths.customersView(match.customer.context))}
          onCreated={(customer) => saved(customer, CUSTOMER_CREATED)}
        />
      ) : null}
    </RecordEditorFrame>
  );
}
