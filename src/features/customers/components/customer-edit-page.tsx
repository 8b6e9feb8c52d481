import { RecordEditPage } from '@/components/record-list/record-edit-page';
import { paths } from '@/config/paths';
import type { CustomerRecord } from '@/lib/schemas/customer-schemas';
import type { CustomerCreateRequest } from '@/lib/schemas/customer-request-schemas';
import { useCustomer } from '../api/get-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { customerToFormValues } from '../model/customer-form';
import { CustomerEditor } from './customer-editor';

/** Edit Customer (CUST_U): after a 409 the user may reload the customer (see useVersionedEdit). */
export default function CustomerEditPage() {
  return (
    <RecordEditPage<CustomerRecord, CustomerCreateRequest> useRecord={useCustomer} useUpdate={useUpdateCustomer} recordName="customer">
      {(customer, edit) => (
        <CustomerEditor
          mode="edit"
          heading={customer.customerName}
          defaultValues={customerToFormValues(customer)}
          hasSubCustomers={customer.subCustomers.length > 0}
          onUpdate={edit.save}
          versioned={edit}
          cancelTo={paths.customersView(customer.context)}
        />
      )}
    </RecordEditPage>
  );
}
