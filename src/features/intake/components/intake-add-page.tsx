import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CustomerPicker,
  customerRefFromRecord,
  primaryServiceAddress,
  useCustomer,
  type CustomerSelection,
} from '@/features/customers';
import { CreateIntakeDialog } from './create-intake-dialog';

/**
 * Add Intake Form (INTAKE_C): "Who Is This Intake Record For?" — pick or create the customer (the
 * `intake/add/{customerContext}` route has one already), then the two-step Create Intake dialog.
 */
export default function IntakeAddPage() {
  const { customerContext } = useParams();
  const [picked, setPicked] = useState<CustomerSelection | null>(null);
  // The route's customer opens the dialog at once; after Cancel the user may pick another one.
  const [routeCustomerDismissed, setRouteCustomerDismissed] = useState(false);
  const routeCustomer = useCustomer(customerContext && !routeCustomerDismissed ? customerContext : null);
  const chosenContext = picked?.customer.context ?? null;
  const chosenRecord = useCustomer(chosenContext);

  let selection: CustomerSelection | null = picked;
  if (!selection && routeCustomer.data && !routeCustomerDismissed) {
    selection = {
      customer: customerRefFromRecord(routeCustomer.data),
      serviceAddressContext: primaryServiceAddress(routeCustomer.data.addresses)?.context ?? null,
    };
  }
  const record = picked ? chosenRecord.data : routeCustomer.data;
  const serviceAddress = selection
    ? (record?.addresses.find((address) => address.context === selection.serviceAddressContext) ??
      (selection.customer.address?.context === selection.serviceAddressContext ? selection.customer.address : null))
    : null;
  const waitingForRouteCustomer = Boolean(customerContext) && !routeCustomerDismissed && !picked && !routeCustomer.isError;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 900 }}>
      <Paper variant="outlined" component="section" aria-labelledby="intake-for-heading" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        <Box>
          <Typography id="intake-for-heading" variant="h5" component="h2" sx={{ fontWeight: 600 }}>
            Who Is This Intake Record For?
          </Typography>
          <Typography color="text.secondary">Find the customer who called, or add them if they are new.</Typography>
        </Box>
        {routeCustomer.isError ? <Alert severity="warning">The customer could not be loaded. Choose the customer below.</Alert> : null}
        {waitingForRouteCustomer ? (
          <LinearProgress aria-label="Loading customer" />
        ) : (
          <CustomerPicker onSelect={setPicked} autoFocus={!selection} />
        )}
      </Paper>
      {selection ? (
        <CreateIntakeDialog
          key={selection.customer.context}
          customer={selection.customer}
          serviceAddress={serviceAddress}
          onCancel={() => {
            setPicked(null);
            setRouteCustomerDismissed(true);
          }}
        />
      ) : null}
    </Box>
  );
}
