import { useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SectionsLayout } from '@/components/record-editor/sections-layout';
import { RecordView } from '@/components/record-view/record-view';
import { paths } from '@/config/paths';
import { CustomerSummaryView } from '@/features/customers';
import { FormInstancesSection } from '@/features/forms';
import { AppointmentsSection } from '@/features/appointments';
import { formatDateTime } from '@/lib/format';
import type { IntakeRecord } from '@/lib/schemas/intake-schemas';
import { useIntake } from '../api/get-intake';
import { intakeNewAppointmentDefaults } from '../model/intake-actions';
import { intakeActionTarget } from '../model/intake-display';
import { IntakeActionMenu } from './intake-action-menu';
import { IntakeJobsSection } from './intake-jobs-section';
import { intakeSections } from './intake-sections';
import { TasksSection } from '@/features/tasks';
import { useCan } from '@/lib/permissions';
import { StatusChip } from '@/components/status-chip';

/** Spec 2 §2: the tiles show Intake Type, Intake Source, Ad Source, Status and Assigned To when present. */
function tilesOf(record: IntakeRecord): { label: string; value: string }[] {
  const tiles = [
    { label: 'Intake Type', value: record.intakeType.text },
    { label: 'Intake Source', value: record.intakeSource?.text ?? '' },
    { label: 'Ad Source', value: record.adSource?.text ?? '' },
    { label: 'Status', value: record.status },
    { label: 'Assigned To', value: record.assignedTo?.name ?? '' },
  ];
  return tiles.filter((tile) => tile.value.trim() !== '');
}

function IntakeDetailsView({ record }: { record: IntakeRecord }) {
  return (
    <Paper component="section" aria-labelledby="intake-details-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id="intake-details-heading" variant="h6" component="h2">
        Intake Details
      </Typography>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(record.dateTime)}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {record.description}
        </Typography>
        {record.needsCallback ? (
          <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600 }}>
            Customer needs a call back
          </Typography>
        ) : null}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {tilesOf(record).map((tile) => (
          <Paper key={tile.label} variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {tile.label === 'Status' ? <StatusChip status={record.status} /> : tile.value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          Description
        </Typography>
        {record.notes.trim() ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{record.notes}</Typography>
        ) : (
          <Typography color="text.secondary">No description.</Typography>
        )}
      </Box>
    </Paper>
  );
}

/** The read-only intake (INTAKE_R) with the same sections as the editor; Edit with INTAKE_U. */
export default function IntakeViewPage() {
  const { context = '' } = useParams();
  const navigate = useNavigate();
  const intake = useIntake(context);
  const canReadTasks = useCan('TASK_R');
  if (!intake.data) return <LinearProgress aria-label="Loading intake record" />;
  const record = intake.data;
  const target = intakeActionTarget(record);

  return (
    <RecordView
      back={{ to: paths.intake, label: 'Back to Intake' }}
      title={`Intake – ${record.customer.customerName}`}
      maxWidth={1400}
      badges={<StatusChip status={record.status} />}
      edit={{ to: paths.intakeEdit(record.context), permission: 'INTAKE_U' }}
      actions={<IntakeActionMenu target={target} where="view" trigger="button" onDeleted={() => void navigate(paths.intake, { replace: true })} />}
    >
      <SectionsLayout
        label="Intake sections"
        sections={intakeSections({
          details: <IntakeDetailsView record={record} />,
          customer: <CustomerSummaryView customer={record.customer} serviceAddress={record.serviceAddress} />,
          customerName: record.customer.customerName,
          title: record.description,
          forms: <FormInstancesSection ownerKind="Intake" ownerContext={record.context} canEdit={false} />,
          jobs: <IntakeJobsSection jobs={record.jobs} />,
          schedule: <AppointmentsSection owner={{ kind: 'intake', context: record.context }} actionsAllowed defaults={intakeNewAppointmentDefaults(target)} />,
          tasks: canReadTasks ? <TasksSection owner={{ intake: record.context }} ownerName={record.description} /> : null,
        })}
      />
    </RecordView>
  );
}
