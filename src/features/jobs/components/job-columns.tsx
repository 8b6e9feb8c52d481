import { CellLines, CellLink, DateTimeLines } from '@/components/data-table/cell-parts';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import type { JobListItem } from '../api/search-jobs';
import { JobAppointmentLines } from './job-appointment-lines';
import { CustomerCell } from '@/components/data-table/customer-cell';
import { RecurringTag } from './recurring-tag';

/** Spec 2 §2, the desktop job list: Date Created, Appointment(s), Name, Type, Status, Customer (the action menu is the table's). */
export const jobColumns: DataTableColumn<JobListItem>[] = [
  {
    id: 'dateTime',
    header: 'Date Created',
    sortField: 'DateTime',
    firstDirection: 'DESC',
    nowrap: true,
    cell: (job) => <DateTimeLines value={job.dateTime} />,
  },
  { id: 'appointments', header: 'Appointment(s)', minWidth: 170, cell: (job) => <JobAppointmentLines job={job} /> },
  {
    id: 'name',
    header: 'Name',
    sortField: 'Name',
    minWidth: 200,
    cell: (job) => (
      <CellLines loose>
        <CellLink to={paths.jobsView(job.context)} strong anywhere>
          {job.name}
        </CellLink>
        {job.recurring ? <RecurringTag /> : null}
      </CellLines>
    ),
  },
  { id: 'type', header: 'Type', nowrap: true, cell: (job) => job.jobType.text },
  { id: 'status', header: 'Status', nowrap: true, cell: (job) => job.jobStatus.text },
  {
    id: 'customer',
    header: 'Customer',
    sortField: 'Customer',
    minWidth: 200,
    cell: (job) => <CustomerCell customer={job.serviceCustomer} serviceAddress={job.serviceAddress} />,
  },
];
