import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import type { IntakeJobRef } from '@/lib/schemas/intake-schemas';
import { NO_JOB_NOTE } from '../model/intake-messages';

export interface IntakeJobsSectionProps {
  jobs: IntakeJobRef[];
  /** The editor's Add Job (asks Save & Add Job); omitted on the read-only view. */
  onAddJob?: () => void;
}

/**
 * Spec 2 §2 Jobs: the job(s) started from the intake (links with JOB_R, plain text otherwise), or
 * Add Job (JOB_C), or a note that no job has been started.
 */
export function IntakeJobsSection({ jobs, onAddJob }: IntakeJobsSectionProps) {
  const canRead = useCan('JOB_R');
  const canCreate = useCan('JOB_C');
  let body;
  if (jobs.length > 0) {
    body = (
      <Box component="ul" aria-label="Jobs" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {jobs.map((job) => (
          <Box component="li" key={job.context} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <WorkOutlined fontSize="small" color="action" aria-hidden />
            {canRead ? (
              <Link component={RouterLink} to={paths.jobsView(job.context)} sx={{ fontWeight: 600 }}>
                {job.name}
              </Link>
            ) : (
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {job.name}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    );
  } else if (onAddJob && canCreate) {
    body = (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          Turn this intake into a job: the customer, service address and description are copied into it.
        </Typography>
        <Button variant="outlined" startIcon={<Add />} onClick={onAddJob}>
          Add Job
        </Button>
      </Box>
    );
  } else {
    body = (
      <Typography variant="body2" color="text.secondary">
        {NO_JOB_NOTE}
      </Typography>
    );
  }
  return (
    <Paper component="section" aria-labelledby="intake-jobs-heading" variant="outlined" sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="intake-jobs-heading" variant="h6" component="h2">
        Jobs
      </Typography>
      {body}
    </Paper>
  );
}
