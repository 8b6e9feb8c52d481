import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { paths } from '@/config/paths';
import { activePicklistItems } from '@/lib/picklists/picklist-items';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { useCustomer } from '../api/get-customer';
import { newCustomerFormValues } from '../model/customer-form';
import { CustomerEditor } from './customer-editor';

/**
 * Add Customer (CUST_C). `?parent=<context>` adds a sub-customer of that customer, starting with the
 * parent's job defaults; otherwise the new customer gets the default payment term.
 */
export default function CustomerAddPage() {
  const [params] = useSearchParams();
  const parentContext = params.get('parent') ?? '';
  const parent = useCustomer(parentContext || null);
  const paymentTerms = usePicklist('PaymentTerm');
  const parentReady = !parentContext || parent.data !== undefined || parent.isError;
  const termsReady = paymentTerms.data !== undefined || paymentTerms.isError;

  if (!parentReady || !termsReady) return <LinearProgress aria-label="Loading customer" />;

  const defaultTerm = activePicklistItems(paymentTerms.data ?? []).find((item) => item.isDefault)?.context ?? null;
  const parentRecord = parent.data ?? null;
  return (
    <CustomerEditor
      mode="add"
      notice={
        parentRecord ? (
          <Alert severity="info">
            New sub-customer of {parentRecord.customerName}. It starts with {parentRecord.customerName}&rsquo;s job defaults.
          </Alert>
        ) : null
      }
      defaultValues={newCustomerFormValues({ parent: parentRecord, defaultPaymentTermContext: defaultTerm })}
      cancelTo={parentRecord ? paths.customersView(parentRecord.context) : paths.customers}
    />
  );
}
