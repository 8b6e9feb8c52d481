import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { formatDate, formatTime } from '@/lib/format';
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
    cell: (job) => (
      <>
        <Typography variant="body2">{formatDate(job.dateTime)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatTime(job.dateTime)}
        </Typography>
      </>
    ),
  },
  { id: 'appointments', header: 'Appointment(s)', minWidth: 170, cell: (job) => <JobAppointmentLines job={job} /> },
  {
    id: 'name',
    header: 'Name',
    sortField: 'Name',
    minWidth: 200,
    cell: (job) => (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Link component={RouterLink} to={paths.jobsView(job.context)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {job.name}
        </Link>
        {job.recurring ? <RecurringTag /> : null}
      </Box>
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
