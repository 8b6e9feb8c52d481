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
import { formatDateTime } from '@/lib/format';
import type { IntakeListItem } from '@/lib/schemas/intake-schemas';
import { intakeActionTarget, notesSummary } from '../model/intake-display';
import { IntakeActionMenu } from './intake-action-menu';
import { StatusChip } from '@/components/status-chip';

/** The phone intake card: date, type, description, notes summary, status and an expandable customer summary. */
export function IntakeCard({ intake, showActions }: { intake: IntakeListItem; showActions: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
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
            {intake.customer.customerName}
            {intake.customer.active ? null : <InactiveBadge />}
          </Box>
        </Button>
        <Collapse in={expanded} id={regionId} unmountOnExit>
          <Box sx={{ pt: 1 }}>
            <CustomerSummaryView customer={intake.customer} serviceAddress={intake.serviceAddress} />
          </Box>
        </Collapse>
      </Box>
    </>
  );
}
