import { tableExportColumns } from '@/components/list-export/table-export-columns';
import { formatAddressLine, formatDate, formatTime } from '@/lib/format';
import type { JobListItem } from '../api/search-jobs';
import { INCOMPLETE_RECURRING_JOB, isIncompleteRecurringJob, jobAppointmentText } from '../model/job-list';
import { jobColumns } from './job-columns';

const formats = { date: formatDate, time: formatTime };

function appointmentsText(job: JobListItem): string {
  if (isIncompleteRecurringJob(job)) return INCOMPLETE_RECURRING_JOB;
  return job.appointments.map((appointment) => jobAppointmentText(appointment, formats)).join('; ');
}

/** The job list's export: the table's columns as shown, then the service address, the job number and the total. */
export const jobExportColumns = tableExportColumns<JobListItem>(
  jobColumns,
  {
    dateTime: { kind: 'datetime', value: (job) => job.dateTime },
    appointments: { kind: 'text', value: appointmentsText, width: 36 },
    name: { kind: 'text', value: (job) => job.name, width: 36 },
    type: { kind: 'text', value: (job) => job.jobType.text, width: 16 },
    status: { kind: 'text', value: (job) => job.jobStatus.text, width: 16 },
    customer: { kind: 'text', value: (job) => job.serviceCustomer.customerName },
  },
  [
    { id: 'serviceAddress', header: 'Service Address', kind: 'text', value: (job) => formatAddressLine(job.serviceAddress), width: 40 },
    { id: 'number', header: 'Job #', kind: 'number', value: (job) => job.number, width: 10 },
    { id: 'total', header: 'Total', kind: 'money', value: (job) => job.total ?? null },
  ],
);
