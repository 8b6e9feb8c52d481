import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useVersionedEdit } from '@/components/record-list/use-versioned-edit';
import { VersionConflictNotice } from '@/components/record-list/version-conflict-notice';
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
  const { editing, conflict, reloading, generation, save, reload } = useVersionedEdit<CustomerRecord, CustomerCreateRequest, CustomerRecord>(
    customer,
    (request) => updateCustomer.mutateAsync(request),
  );

  if (!editing) return <LinearProgress aria-label="Loading customer" />;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {editing.customerName}
      </Typography>
      <CustomerEditor
        key={generation}
        mode="edit"
        defaultValues={customerToFormValues(editing)}
        hasSubCustomers={editing.subCustomers.length > 0}
        onUpdate={save}
        cancelTo={paths.customersView(editing.context)}
        notice={conflict ? <VersionConflictNotice recordName="customer" reloading={reloading} onReload={() => void reload()} /> : null}
      />
    </Box>
  );
}
