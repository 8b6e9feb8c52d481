import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { customerJobConfigQueryOptions, customerQueryOptions, customerRefFromRecord } from '@/features/customers';
import { paths } from '@/config/paths';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { emptyJobCustomer, newJobFormValues, type JobCustomerValue } from '../model/job-form';
import { readJobPrefill } from '../model/job-prefill';
import { JobAddForm } from './job-add-form';

/**
 * Add Job (`jobs/add` and `jobs/add/{customerContext}`, JOB_C). For a customer the form starts with
 * the customer's job config; an intake's Add Job also carries its description and service address.
 */
export default function JobAddPage() {
  const { customerContext = '' } = useParams();
  const location = useLocation();
  const prefill = readJobPrefill(location.state);
  const customer = useQuery({ ...customerQueryOptions(customerContext), enabled: customerContext !== '' });
  const config = useQuery({ ...customerJobConfigQueryOptions(customerContext), enabled: customerContext !== '', staleTime: Infinity });
  const statuses = usePicklist('JobStatus');
  const terms = usePicklist('PaymentTerm');

  if (customer.isError || config.isError) {
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Alert severity="error">The customer could not be loaded.</Alert>
      </Box>
    );
  }
  const loadingCustomer = customerContext !== '' && (!customer.data || !config.data);
  if (loadingCustomer || !statuses.data || !terms.data) return <LinearProgress aria-label="Loading job" />;

  let jobCustomer: JobCustomerValue = emptyJobCustomer;
  if (customer.data) {
    const addresses = customer.data.addresses;
    const carried = prefill?.serviceAddressContext && addresses.some((address) => address.context === prefill.serviceAddressContext) ? prefill.serviceAddressContext : null;
    const service = customerRefFromRecord(customer.data);
    jobCustomer = { ...emptyJobCustomer, serviceCustomer: service, serviceAddressContext: carried ?? service.address?.context ?? null };
  }
  const defaultValues = newJobFormValues({
    customer: jobCustomer,
    description: prefill?.description ?? '',
    statuses: statuses.data,
    terms: terms.data,
    config: config.data ?? null,
  });

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200 }}>
      <JobAddForm
        key={customerContext}
        defaultValues={defaultValues}
        intakeContext={prefill?.intakeContext ?? null}
        cancelTo={prefill?.intakeContext ? paths.intakeEdit(prefill.intakeContext) : customerContext ? paths.customersView(customerContext) : paths.dashboard}
      />
    </Box>
  );
}
