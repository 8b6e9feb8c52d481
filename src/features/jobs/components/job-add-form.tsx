import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { CustomerSummaryEditor, customerJobConfigQueryOptions, type CustomerSummaryValue } from '@/features/customers';
import { PicklistSelectField } from '@/components/form-picklist-select-field';
import { FormTextField } from '@/components/form-text-field';
import { EditorSection } from '@/components/record-list/editor-section';
import { useLeaveAfterSave } from '@/components/record-list/use-leave-after-save';
import { toast } from '@/components/toasts';
import { useUnsavedChangesWarning } from '@/components/use-unsaved-changes-warning';
import { paths } from '@/config/paths';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { JOB_DESCRIPTION_MAX, JOB_NAME_MAX, JOB_REFERENCE_MAX } from '@/lib/schemas/job-schemas';
import { useCreateJob } from '../api/create-job';
import { applyJobConfig, jobFormSchema, jobRequestFromForm, type JobFormValues } from '../model/job-form';
import { JOB_CREATED } from '../model/job-messages';

export interface JobAddFormProps {
  defaultValues: JobFormValues;
  /** The intake the job is started from. */
  intakeContext: string | null;
  cancelTo: string;
}

/**
 * The Add Job form: the customers (service and billing), job details and pricing defaults. Choosing
 * a customer loads the customer's job config and fills in name, discount, payment term and tax override.
 */
export function JobAddForm({ defaultValues, intakeContext, cancelTo }: JobAddFormProps) {
  const queryClient = useQueryClient();
  const paymentTerms = usePicklist('PaymentTerm');
  const createJob = useCreateJob();
  const { control, handleSubmit, formState, getValues, reset, setValue } = useForm<JobFormValues>({
    resolver: zodResolver(jobFormSchema),
    defaultValues,
  });
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const leaveWarning = useUnsavedChangesWarning(formState.isDirty && leavingTo === null);
  useLeaveAfterSave(leavingTo);

  const handleCustomerChange = async (next: CustomerSummaryValue, previous: CustomerSummaryValue) => {
    setValue('customer', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    const context = next.serviceCustomer?.context;
    if (!context || context === previous.serviceCustomer?.context) return;
    let config;
    try {
      config = await queryClient.fetchQuery(customerJobConfigQueryOptions(context));
    } catch {
      return;
    }
    const current = getValues();
    if (current.customer.serviceCustomer?.context !== context) return;
    reset(applyJobConfig(current, config, paymentTerms.data ?? []), { keepDefaultValues: true });
  };

  const handleSave = handleSubmit(async (values) => {
    let saved;
    try {
      saved = await createJob.mutateAsync(jobRequestFromForm(values, intakeContext));
    } catch {
      return;
    }
    toast.success(JOB_CREATED);
    setLeavingTo(paths.jobsView(saved.context));
  });
  const showInvalid = formState.isSubmitted && Object.keys(formState.errors).length > 0;

  return (
    <Box component="form" noValidate aria-label="Job" onSubmit={(event) => void handleSave(event)} sx={{ display: 'grid', gap: 2 }}>
      {intakeContext ? (
        <Alert severity="info">
          This job is started from an intake record; its customer, service address and description are filled in.{' '}
          <RouterLink to={paths.intakeView(intakeContext)}>Open the intake record</RouterLink>
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <EditorSection>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Job Details
          </Typography>
          <FormTextField
            control={control}
            name="name"
            label="Job Name"
            required
            counterMax={JOB_NAME_MAX}
            slotProps={{ htmlInput: { maxLength: JOB_NAME_MAX } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <PicklistSelectField control={control} name="jobTypeContext" label="Job Type" kind="JobType" required />
            <PicklistSelectField control={control} name="jobStatusContext" label="Job Status" kind="JobStatus" required />
          </Box>
          <FormTextField control={control} name="description" label="Description" multiline minRows={5} counterMax={JOB_DESCRIPTION_MAX} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <FormTextField control={control} name="poNumber" label="PO Number" slotProps={{ htmlInput: { maxLength: JOB_REFERENCE_MAX } }} />
            <FormTextField control={control} name="releaseNumber" label="Release Number" slotProps={{ htmlInput: { maxLength: JOB_REFERENCE_MAX } }} />
          </Box>
        </EditorSection>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Controller
            control={control}
            name="customer"
            render={({ field, fieldState }) => (
              <CustomerSummaryEditor
                value={field.value}
                onChange={(next) => void handleCustomerChange(next, field.value)}
                error={fieldState.error?.message}
              />
            )}
          />
          <EditorSection>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              Pricing
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              <FormTextField
                control={control}
                name="discount"
                label="Discount"
                inputMode="decimal"
                slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
              />
              <FormTextField
                control={control}
                name="taxOverride"
                label="Tax Override"
                inputMode="decimal"
                helperText="Leave blank to use the looked-up sales tax rate."
                slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
              />
            </Box>
            <PicklistSelectField control={control} name="paymentTermContext" label="Payment Term" kind="PaymentTerm" required />
          </EditorSection>
        </Box>
      </Box>
      {showInvalid ? (
        <Alert severity="error" role="alert">
          {UNABLE_TO_SAVE}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          Save
        </Button>
        <Button component={RouterLink} to={cancelTo}>
          Cancel
        </Button>
      </Box>
      {leaveWarning}
    </Box>
  );
}
