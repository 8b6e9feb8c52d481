import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CustomerSummaryView } from '@/features/customers';
import { FormInstancesSection } from '@/features/forms';
import { AppointmentsSection } from '@/features/appointments';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useJob } from '../api/get-job';
import { jobSummaryTiles } from '../model/job-summary';

/** A job's overview: details, customers, the intake it came from, its schedule and forms. */
export default function JobViewPage() {
  const { context = '' } = useParams();
  const job = useJob(context);
  const canUpdate = useCan('JOB_U');
  const canReadIntake = useCan('INTAKE_R');

  if (!job.data) return <LinearProgress aria-label="Loading job" />;
  const record = job.data;
  const sameBilling = record.billingCustomer.context === record.serviceCustomer.context && record.billingAddress?.context === record.serviceAddress?.context;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3, maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {record.name}
        </Typography>
        <Chip label={`Job #${record.number}`} size="small" variant="outlined" />
        <Chip label={record.jobStatus.text} size="small" color="primary" />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="job-details-heading" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
          <Typography id="job-details-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Job Details
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
            {jobSummaryTiles(record).map((tile) => (
              <Box key={tile.label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {tile.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {tile.value}
                </Typography>
              </Box>
            ))}
            <Typography component="dt" color="text.secondary">
              Created
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {formatDateTime(record.dateTime)}
            </Typography>
            {record.intake ? (
              <>
                <Typography component="dt" color="text.secondary">
                  Intake
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {canReadIntake ? (
                    <Link component={RouterLink} to={paths.intakeView(record.intake.context)}>
                      {record.intake.description}
                    </Link>
                  ) : (
                    record.intake.description
                  )}
                </Typography>
              </>
            ) : null}
          </Box>
          <Typography variant="subtitle2" component="h4">
            Description
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} color={record.description ? 'text.primary' : 'text.secondary'}>
            {record.description || 'No description.'}
          </Typography>
        </Paper>
        <CustomerSummaryView
          customer={record.serviceCustomer}
          serviceAddress={record.serviceAddress}
          billingCustomer={sameBilling ? null : record.billingCustomer}
          billingAddress={sameBilling ? null : record.billingAddress}
        />
      </Box>
      <AppointmentsSection
        owner={{ kind: 'job', context: record.context }}
        actionsAllowed
        defaults={{
          title: record.name,
          appointmentType: 'Job',
          customerContext: record.serviceCustomer.context,
          addressContext: record.serviceAddress?.context ?? null,
        }}
      />
      <FormInstancesSection ownerKind="Job" ownerContext={record.context} canEdit={canUpdate} />
    </Box>
  );
}
