import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/status-chip';
import { formatAddressLine } from '@/lib/format';
import type { Visit } from '@/lib/schemas/visit-schemas';
import { arrivalWindow } from '../model/my-day-date';
import { myDayPaths } from '../model/my-day-paths';
import { VisitContactButtons } from './visit-contact-buttons';

/** A visit on My Day: arrival window, status, the job or intake title (opens the visit), customer, address, directions and phone. */
export function VisitCard({ visit, date }: { visit: Visit; date: string }) {
  const customerName = visit.visitCustomer?.customerName ?? visit.customer?.customerName ?? '';
  const address = formatAddressLine(visit.address);
  const work = visit.visitJob ? `Job #${visit.visitJob.number} \u00b7 ${visit.visitJob.name}` : visit.visitIntake ? `Intake \u00b7 ${visit.visitIntake.title}` : '';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.75, listStyle: 'none', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{arrivalWindow(visit)}</Typography>
        <Box sx={{ flexGrow: 1 }} />
        <StatusChip status={visit.visitStatus} />
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={myDayPaths.visit(visit.context, date)} underline="hover">
          {visit.title}
        </Link>
      </Typography>
      {work ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {work}
        </Typography>
      ) : null}
      {customerName ? <Typography variant="body2">{customerName}</Typography> : null}
      {address ? (
        <Typography variant="body2" color="text.secondary">
          {address}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <VisitContactButtons visit={visit} />
      </Box>
    </Paper>
  );
}
