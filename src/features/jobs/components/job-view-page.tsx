import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { SectionsLayout } from '@/components/record-editor/sections-layout';
import { RecordView } from '@/components/record-view/record-view';
import { DetailList, Muted, RecordViewSection } from '@/components/record-view/record-view-section';
import { paths } from '@/config/paths';
import { CustomerNotesPanel, CustomerSummaryView } from '@/features/customers';
import { FormInstancesSection } from '@/features/forms';
import { useCan } from '@/lib/permissions';
import type { JobRecord } from '@/lib/schemas/job-schemas';
import { useJob } from '../api/get-job';
import { useDeleteJob } from '../api/delete-job';
import { DELETE_JOB_MESSAGE, JOB_DELETED, NO_CUSTOMER_COMMENTS } from '../model/job-messages';
import { JOB_DELETE, JOB_UPDATE, PAYMENT_READ } from '../model/job-permissions';
import { storageSummary } from '@/features/storage';
import { jobSummaryTiles, notesSummary } from '../model/job-summary';
import { JobDocumentsSection } from './job-documents-section';
import { jobEditorSections } from './job-editor-sections';
import { TasksSection } from '@/features/tasks';
import { JobNotesHtml } from './job-notes-html';
import { JobPaymentsSection } from './job-payments-section';
import { JobScheduleSection } from './job-schedule-section';
import { JobStorageSection } from './job-storage-section';
import { JobTimesheetSection } from './job-timesheet-section';
import { JobViewDetails } from './job-view-details';
import { RecurringTag } from './recurring-tag';

/** A job view has no form: nothing unsaved blocks its appointment actions. */
const notDirty = () => false;

/** The tiles the Options section shows; the others belong to the job's information. */
const optionLabels = ['Tags', 'Payment Term', 'Purchase Order', 'Release'];

function JobInformationView({ job }: { job: JobRecord }) {
  return (
    <RecordViewSection title="Job Information">
      <Typography variant="h6" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {job.name}
      </Typography>
      <Box>
        <Typography variant="subtitle2" component="h4" color="text.secondary">
          Description
        </Typography>
        {job.description.trim() ? <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{job.description}</Typography> : <Muted>{NO_CUSTOMER_COMMENTS}</Muted>}
      </Box>
      <DetailList items={jobSummaryTiles(job).filter((tile) => !optionLabels.includes(tile.label))} />
    </RecordViewSection>
  );
}

function customerSummary(job: JobRecord) {
  const sameBilling = job.billingCustomer.context === job.serviceCustomer.context && job.billingAddress?.context === job.serviceAddress?.context;
  return (
    <CustomerSummaryView
      customer={job.serviceCustomer}
      serviceAddress={job.serviceAddress}
      billingCustomer={sameBilling ? null : job.billingCustomer}
      billingAddress={sameBilling ? null : job.billingAddress}
    />
  );
}

/**
 * Spec 2 §2 Job view (`jobs/view/{context}`, JOB_R): the job read-only in the editor's sections —
 * information, customer, documents, timesheet, details with totals, forms, images and files,
 * internal notes, options, payments (payment read) and schedule; the customer's and service
 * address's notes at the top; Edit (JOB_U) and Delete (job delete, with the spec's confirmation).
 */
export default function JobViewPage() {
  const { context = '' } = useParams();
  const job = useJob(context);
  const deleteJob = useDeleteJob();
  const canReadPayments = useCan(PAYMENT_READ);
  const canReadTasks = useCan('TASK_R');
  if (!job.data) return <LinearProgress aria-label="Loading job" />;
  const record = job.data;

  return (
    <RecordView
      back={{ to: paths.jobs, label: 'Back to Jobs' }}
      title={`Job – ${record.name}`}
      maxWidth={1400}
      badges={record.chainId ? <RecurringTag /> : undefined}
      edit={{ to: paths.jobsEdit(record.context), permission: JOB_UPDATE }}
      remove={{
        permission: JOB_DELETE,
        noun: 'Job',
        message: DELETE_JOB_MESSAGE,
        run: () => deleteJob.mutateAsync(record.context),
        busy: deleteJob.isPending,
        doneMessage: JOB_DELETED,
        doneTo: paths.jobs,
      }}
      summary={<CustomerNotesPanel customerContext={record.serviceCustomer.context} addressContext={record.serviceAddress?.context ?? null} />}
    >
      <SectionsLayout
        label="Job sections"
        sections={jobEditorSections({
          general: <JobInformationView job={record} />,
          generalSummary: record.name,
          customer: customerSummary(record),
          customerSummary: record.serviceCustomer.customerName,
          details: (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <JobDocumentsSection job={record} />
              <JobTimesheetSection jobContext={record.context} />
              <JobViewDetails job={record} />
            </Box>
          ),
          forms: <FormInstancesSection ownerKind="Job" ownerContext={record.context} canEdit={false} />,
          storage: <JobStorageSection jobContext={record.context} editable={false} />,
          storageSummary: storageSummary(record.images.length, record.files.length),
          notes: (
            <RecordViewSection title="Internal Notes">
              <JobNotesHtml html={record.internalNotes} />
            </RecordViewSection>
          ),
          notesSummary: notesSummary(record.internalNotes),
          options: (
            <RecordViewSection title="Options">
              {jobSummaryTiles(record).some((tile) => optionLabels.includes(tile.label)) ? (
                <DetailList items={jobSummaryTiles(record).filter((tile) => optionLabels.includes(tile.label))} />
              ) : (
                <Muted>No options have been set.</Muted>
              )}
            </RecordViewSection>
          ),
          payments: canReadPayments ? <JobPaymentsSection jobContext={record.context} canRecord={false} /> : null,
          schedule: <JobScheduleSection job={record} editing={false} isDirty={notDirty} />,
          tasks: canReadTasks ? <TasksSection owner={{ job: record.context }} ownerName={record.name} /> : null,
        })}
      />
    </RecordView>
  );
}

