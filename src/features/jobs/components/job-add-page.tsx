import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { customerQueryOptions, customerRefFromRecord } from '@/features/customers';
import { useCan } from '@/lib/permissions';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { useCreateJob } from '../api/create-job';
import { jobConfigQueryOptions } from '../api/get-job-config';
import { usePaymentTerms } from '../api/get-payment-terms';
import { emptyJobCustomer, newJobFormValues, paymentTermValue, type JobCustomerValue } from '../model/job-form';
import { JOB_CREATED } from '../model/job-messages';
import { JOB_COST_READ } from '../model/job-permissions';
import { readJobPrefill } from '../model/job-prefill';
import { JobEditor } from './job-editor';

/**
 * The job editor, add mode (`jobs/add` and `jobs/add/{customerContext}`, JOB_C). For a customer the
 * form starts with the customer's job config; an intake's Add Job also carries its description and
 * service address. A new job without a payment term gets the default one. Once created, the job
 * opens in the editor.
 */
export default function JobAddPage() {
  const { customerContext = '' } = useParams();
  const location = useLocation();
  const prefill = readJobPrefill(location.state);
  const showCosts = useCan(JOB_COST_READ);
  const customer = useQuery({ ...customerQueryOptions(customerContext), enabled: customerContext !== '' });
  const config = useQuery({ ...jobConfigQueryOptions(customerContext), enabled: customerContext !== '', staleTime: Infinity });
  const statuses = usePicklist('JobStatus');
  const terms = usePaymentTerms({ enabled: showCosts });
  const createJob = useCreateJob();

  if (customer.isError || config.isError) {
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Alert severity="error">The customer could not be loaded.</Alert>
      </Box>
    );
  }
  const loadingCustomer = customerContext !== '' && (!customer.data || !config.data);
  if (loadingCustomer || !statuses.data || (showCosts && !terms.data)) return <LinearProgress aria-label="Loading job" />;

  let jobCustomer: JobCustomerValue = emptyJobCustomer;
  if (customer.data) {
    const addresses = customer.data.addresses;
    const carried = prefill?.serviceAddressContext && addresses.some((address) => address.context === prefill.serviceAddressContext) ? prefill.serviceAddressContext : null;
    const service = customerRefFromRecord(customer.data);
    jobCustomer = { ...emptyJobCustomer, serviceCustomer: service, serviceAddressContext: carried ?? service.address?.context ?? null };
  }
  const defaultTerm = (terms.data ?? []).find((term) => term.isDefault && term.active) ?? null;
  const defaultValues = newJobFormValues({
    customer: jobCustomer,
    description: prefill?.description ?? '',
    statuses: statuses.data,
    defaultPaymentTerm: showCosts ? paymentTermValue(defaultTerm) : null,
    config: config.data ?? null,
  });
  const intakeContext = prefill?.intakeContext ?? null;

  return (
    <JobEditor
      key={`${customerContext}-${location.key}`}
      record={null}
      defaultValues={defaultValues}
      intakeContext={intakeContext}
      save={(request) => createJob.mutateAsync(request)}
      onSaved={(saved) => {
        toast.success(JOB_CREATED);
        return paths.jobsEdit(saved.context);
      }}
      notice={
        intakeContext ? (
          <Alert severity="info">
            This job is started from an intake record; its customer, service address and description are filled in.{' '}
            <RouterLink to={paths.intakeView(intakeContext)}>Open the intake record</RouterLink>
          </Alert>
        ) : null
      }
    />
  );
}
