import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { useDirtyReader } from '@/components/record-editor/editor-form-state';
import { RecordEditorFrame } from '@/components/record-editor/record-editor-frame';
import { useEditorLeave } from '@/components/record-editor/use-editor-leave';
import type { VersionConflictState } from '@/components/record-list/use-versioned-edit';
import { paths } from '@/config/paths';
import { CustomerSummaryEditor, type CustomerSummaryValue } from '@/features/customers';
import { FormInstancesSection } from '@/features/forms';
import { JobEditorTour, jobEditorTourTargets } from '@/features/tour';
import { useCan } from '@/lib/permissions';
import type { JobCreateRequest, JobRecord } from '@/lib/schemas/job-schemas';
import { jobConfigQueryOptions } from '../api/get-job-config';
import { applyJobConfig, jobFormSchema, jobInformationFields, jobOptionFields, jobRequestFromForm, jobToFormValues, type JobFormValues } from '../model/job-form';
import { UNABLE_TO_UPDATE } from '../model/job-messages';
import { JOB_COST_READ, JOB_CREATE, JOB_DELETE, PAYMENT_READ } from '../model/job-permissions';
import { storageSummary } from '@/features/storage';
import { JobDeleteDialog } from './job-delete-dialog';
import { JobDetailsPart } from './job-details-part';
import { JobDocumentsSection } from './job-documents-section';
import { FollowServerRecord, JobEditorHeading, WatchedCustomerName, WatchedCustomerNotes, WatchedJobName, WatchedJobSubtotal, WatchedNotesSummary } from './job-editor-parts';
import { jobEditorSections } from './job-editor-sections';
import { TasksSection } from '@/features/tasks';
import { JobInformationFields } from './job-information-fields';
import { JobNotesSection } from './job-notes-section';
import { JobOptionsFields } from './job-options-fields';
import { JobPaymentsSection } from './job-payments-section';
import { JobScheduleSection } from './job-schedule-section';
import { JobStorageSection } from './job-storage-section';
import { TimerButton } from '@/features/timesheet';
import { JobTimesheetSection } from './job-timesheet-section';
import { NO_SALES_TAX_RATE, useSalesTaxRate } from './use-sales-tax-rate';

export interface JobEditorProps {
  /** The job as the server has it now; `null` while adding. */
  record: JobRecord | null;
  defaultValues: JobFormValues;
  /** The intake a new job is started from. */
  intakeContext?: string | null;
  /** Saves the request (Create, or Update with the scope a recurring job's save asked for); throws when it failed. */
  save: (request: JobCreateRequest) => Promise<JobRecord>;
  /** A save succeeded and the form holds the saved job; answer a path to leave the editor for it. */
  onSaved: (saved: JobRecord) => string | void;
  /** An edit: the version conflict state, the version the form edits and its adoption of newer records. */
  versioned?: VersionConflictState & { editingVersion: number; adopt: (record: JobRecord) => void };
  /** Above the sections (e.g. a note that the job comes from an intake record). */
  notice?: ReactNode;
}

/**
 * Spec 2 §2 Job editor on the record editor frame: general info, customer, job details (documents,
 * timesheet, lines and totals), forms, images and files, notes, options, payments and schedule; the
 * button bank (Save, Delete, Add New Job, Start/Stop Timer); heading "Job" plus the name; the
 * customer's and service address's notes at the top; the sales tax lookup; the leave warning; the
 * job-editor tour.
 */
export function JobEditor({ record, defaultValues, intakeContext = null, save, onSaved, versioned, notice }: JobEditorProps) {
  const queryClient = useQueryClient();
  const canCreate = useCan(JOB_CREATE);
  const canDelete = useCan(JOB_DELETE);
  const showCosts = useCan(JOB_COST_READ);
  const canReadPayments = useCan(PAYMENT_READ);
  const canReadTasks = useCan('TASK_R');
  const form = useForm<JobFormValues>({ resolver: zodResolver(jobFormSchema), defaultValues });
  const { control, getValues, reset, setValue } = form;
  // The schedule's actions read the form's unsaved changes at the click: its first change renders no appointments.
  const { tracker: dirtyTracker, isDirty } = useDirtyReader(control);
  const leave = useEditorLeave();
  const [deleting, setDeleting] = useState(false);
  const salesTax = useSalesTaxRate(control, record?.context ?? null, record?.salesTaxRate ?? NO_SALES_TAX_RATE);

  const handleCustomerChange = async (next: CustomerSummaryValue, previous: CustomerSummaryValue) => {
    setValue('customer', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    const context = next.serviceCustomer?.context;
    if (!context || context === previous.serviceCustomer?.context) return;
    let config;
    try {
      config = await queryClient.fetchQuery(jobConfigQueryOptions(context));
    } catch {
      return;
    }
    const current = getValues();
    if (current.customer.serviceCustomer?.context !== context) return;
    reset(applyJobConfig(current, config), { keepDefaultValues: true });
  };

  const customerEditor = (
    <Box data-tour={jobEditorTourTargets.customer}>
      <Controller
        control={control}
        name="customer"
        render={({ field, fieldState }) => (
          <CustomerSummaryEditor value={field.value} onChange={(next) => void handleCustomerChange(next, field.value)} error={fieldState.error?.message} />
        )}
      />
    </Box>
  );

  const saved = record !== null;
  const savedOnly = (content: ReactNode, what: string) => (saved ? content : <Alert severity="info">Save the job to add {what}.</Alert>);
  const taxError = salesTax.error;

  return (
    <RecordEditorFrame
      form={form}
      label="Job"
      maxWidth={1400}
      heading={<JobEditorHeading control={control} />}
      notice={
        <>
          {notice}
          <WatchedCustomerNotes control={control} />
          {taxError ? (
            <Alert severity="error">
              <AlertTitle>{taxError.title}</AlertTitle>
              {taxError.message}
            </Alert>
          ) : null}
        </>
      }
      navigationLabel="Job sections"
      versioned={versioned ? { ...versioned, recordName: 'job', followsServer: true } : undefined}
      unableToSave={saved ? UNABLE_TO_UPDATE : undefined}
      leave={leave}
      buttons={{
        onDelete: saved && canDelete ? () => setDeleting(true) : undefined,
        extra: (
          <>
            {canCreate ? (
              <Button component={RouterLink} to={paths.jobsAdd} startIcon={<Add />}>
                Add New Job
              </Button>
            ) : null}
            {record ? <TimerButton target={{ kind: 'job', context: record.context }} /> : null}
          </>
        ),
      }}
      onSave={async (values) => {
        const answer = await save(jobRequestFromForm(values, { intakeContext, showCosts }));
        reset(jobToFormValues(answer));
        const next = onSaved(answer);
        if (next) leave.leave(next);
      }}
      sections={jobEditorSections({
        general: <JobInformationFields control={control} />,
        generalSummary: <WatchedJobName control={control} />,
        customer: customerEditor,
        customerSummary: <WatchedCustomerName control={control} />,
        details: (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {record ? <JobDocumentsSection job={record} /> : null}
            {record ? <JobTimesheetSection jobContext={record.context} /> : null}
            <JobDetailsPart control={control} form={form} salesTax={salesTax} autoSave={record !== null && record.chainId === null} record={record} />
          </Box>
        ),
        detailsSummary: <WatchedJobSubtotal control={control} />,
        forms: savedOnly(record ? <FormInstancesSection ownerKind="Job" ownerContext={record.context} canEdit /> : null, 'forms'),
        storage: savedOnly(record ? <JobStorageSection jobContext={record.context} editable /> : null, 'images and files'),
        storageSummary: record ? storageSummary(record.images.length, record.files.length) : null,
        notes: <JobNotesSection control={control} name="internalNotes" />,
        notesSummary: <WatchedNotesSummary control={control} />,
        options: <JobOptionsFields control={control} />,
        payments: canReadPayments ? savedOnly(record ? <JobPaymentsSection jobContext={record.context} canRecord /> : null, 'payments') : null,
        schedule: savedOnly(
          record ? <JobScheduleSection job={record} editing isDirty={isDirty} /> : null,
          'appointments',
        ),
        tasks: record && canReadTasks ? <TasksSection owner={{ job: record.context }} ownerName={record.name} /> : null,
        generalFields: jobInformationFields,
        customerFields: ['customer'],
        optionFields: jobOptionFields,
      })}
    >
      {dirtyTracker}
      {record && versioned ? <FollowServerRecord form={form} record={record} editingVersion={versioned.editingVersion} adopt={versioned.adopt} /> : null}
      {record ? <JobDeleteDialog open={deleting} jobContext={record.context} onClose={() => setDeleting(false)} onDeleted={() => leave.leave(paths.jobs)} /> : null}
      <JobEditorTour />
    </RecordEditorFrame>
  );
}

