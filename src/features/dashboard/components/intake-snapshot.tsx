import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { formatDateTime, truncateText } from '@/lib/format';
import type { IntakeSnapshotItem, IntakeSnapshotResponse } from '@/lib/schemas/dashboard-schemas';
import { useIntakeSnapshot } from '../api/get-intake-snapshot';
import { listSnapshotDefinition, truncation } from '../model/snapshots';
import { InactiveBadge } from '@/components/inactive-badge';
import { ListSnapshot } from './list-snapshot';
import type { SnapshotListRowProps } from './snapshot-list';
import { StatusChip } from '@/components/status-chip';
import { useSnapshotFilter } from './use-snapshot-filter';

const definition = listSnapshotDefinition('intake');

function IntakeSummary({ summary }: { summary: IntakeSnapshotResponse['intakeStatusSummary'] }) {
  const figures = [
    { label: 'Pending', value: summary.pending },
    { label: 'Complete (last 30 days)', value: summary.complete },
    { label: 'Cancelled (last 30 days)', value: summary.cancelled },
  ];
  return (
    <Box role="group" aria-label="Intake summary">
    <Box component="dl" sx={{ display: 'flex', gap: 2, m: 0, flexWrap: 'wrap' }}>
      {figures.map((figure) => (
        <Box key={figure.label} sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
    </Box>
  );
}

function intakeRow(intake: IntakeSnapshotItem): SnapshotListRowProps {
  return {
    to: paths.intakeView(intake.context),
    primary: truncateText(intake.description, truncation.intakeDescription),
    aside: <StatusChip status={intake.status} />,
    secondary: (
      <>
        {formatDateTime(intake.dateTime)} · {intake.intakeType.text} · {intake.customer.customerName}
        {intake.customer.active ? null : <InactiveBadge sx={{ ml: 1 }} />}
      </>
    ),
  };
}

export function IntakeSnapshot() {
  const { request, control } = useSnapshotFilter(definition, 'INTAKE_DEF_STAT_FLTR');
  const query = useIntakeSnapshot(request);
  const summary = query.data ? <IntakeSummary summary={query.data.intakeStatusSummary} /> : undefined;
  return <ListSnapshot definition={definition} filter={control} summary={summary} query={query} rows={(data) => data.results} row={intakeRow} />;
}
