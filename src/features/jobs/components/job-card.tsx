import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { InactiveBadge } from '@/components/inactive-badge';
import { paths } from '@/config/paths';
import { CustomerSummaryView } from '@/features/customers';
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
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
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
      <Box>
        <Button
          size="small"
          onClick={() => setExpanded((current) => !current)}
          aria-expanded={expanded}
          aria-controls={regionId}
          endIcon={<ExpandMore sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          sx={{ px: 0.5, textTransform: 'none', justifyContent: 'flex-start' }}
        >
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            {job.serviceCustomer.customerName}
            {job.serviceCustomer.active ? null : <InactiveBadge />}
          </Box>
        </Button>
        <Collapse in={expanded} id={regionId} unmountOnExit>
          <Box sx={{ pt: 1 }}>
            <CustomerSummaryView customer={job.serviceCustomer} serviceAddress={job.serviceAddress} />
          </Box>
        </Collapse>
      </Box>
    </>
  );
}
