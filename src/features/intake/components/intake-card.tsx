import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { ExpandableCustomerSummary } from '@/features/customers';
import { formatDateTime } from '@/lib/format';
import type { IntakeListItem } from '@/lib/schemas/intake-schemas';
import { intakeActionTarget, notesSummary } from '../model/intake-display';
import { IntakeActionMenu } from './intake-action-menu';
import { StatusChip } from '@/components/status-chip';

/** The phone intake card: date, type, description, notes summary, status and an expandable customer summary. */
export function IntakeCard({ intake, showActions }: { intake: IntakeListItem; showActions: boolean }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {formatDateTime(intake.dateTime)}
        </Typography>
        <StatusChip status={intake.status} />
        {showActions ? <IntakeActionMenu target={intakeActionTarget(intake)} where="list" trigger="icon" onDeleted={() => undefined} /> : null}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {intake.intakeType.text}
      </Typography>
      <Link component={RouterLink} to={paths.intakeView(intake.context)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {intake.description}
      </Link>
      {intake.notes.trim() ? (
        <Typography variant="body2" color="text.secondary">
          {notesSummary(intake.notes)}
        </Typography>
      ) : null}
      <ExpandableCustomerSummary customer={intake.customer} serviceAddress={intake.serviceAddress} />
    </>
  );
}
