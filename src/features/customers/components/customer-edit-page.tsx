import { useParams } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { useVersionedEdit } from '@/components/record-list/use-versioned-edit';
import { paths } from '@/config/paths';
import type { CustomerCreateRequest, CustomerRecord } from '@/lib/schemas/customer-schemas';
import { useCustomer } from '../api/get-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { customerToFormValues } from '../model/customer-form';
import { CustomerEditor } from './customer-editor';

/** Edit Customer (CUST_U): after a 409 the user may reload the customer (see useVersionedEdit). */
export default function CustomerEditPage() {
  const { context = '' } = useParams();
  const customer = useCustomer(context, { refetchOnWindowFocus: false });
  const updateCustomer = useUpdateCustomer();
  const edit = useVersionedEdit<CustomerRecord, CustomerCreateRequest>(customer, (request) => updateCustomer.mutateAsync(request));
  if (!edit.editing) return <LinearProgress aria-label="Loading customer" />;
  return (
    <CustomerEditor
      key={edit.generation}
      mode="edit"
      heading={edit.editing.customerName}
      defaultValues={customerToFormValues(edit.editing)}
      hasSubCustomers={edit.editing.subCustomers.length > 0}
      onUpdate={edit.save}
      versioned={edit}
      cancelTo={paths.customersView(edit.editing.context)}
    />
  );
}
