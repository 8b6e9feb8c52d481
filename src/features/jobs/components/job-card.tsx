import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { ExpandableCustomerSummary } from '@/features/customers';
import type { JobListItem } from '../api/search-jobs';
import { jobCardDescription, jobCardName } from '../model/job-list';
import { JobActionMenu } from './job-action-menu';
import { JobAppointmentLines } from './job-appointment-lines';
import { RecurringTag } from './recurring-tag';

/**
 * Spec 2 §2, the phone job card: name (cut at 20), RECURRING, type and status, description (cut at
 * 100), appointments, and the customer's summary behind its name.
 */
export function JobCard({ job, showActions }: { job: JobListItem; showActions: boolean }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Link component={RouterLink} to={paths.jobsView(job.context)} sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }} aria-label={job.name}>
          {jobCardName(job.name)}
        </Link>
        {job.recurring ? <RecurringTag /> : null}
        {showActions ? <JobActionMenu job={job} trigger="icon" /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {job.jobType.text} · {job.jobStatus.text}
      </Typography>
      {job.description.trim() ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {jobCardDescription(job.description)}
        </Typography>
      ) : null}
      <JobAppointmentLines job={job} />
      <ExpandableCustomerSummary customer={job.serviceCustomer} serviceAddress={job.serviceAddress} />
    </>
  );
}
