import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import type { VisitJob } from '@/lib/schemas/visit-schemas';
import { visitText } from '../model/my-day-messages';

/** The job's lines, read-only (what the server sends: no cost or markup without `JOB_COST_R`); Edit Job for users who may. */
export function VisitLines({ job }: { job: VisitJob }) {
  const mayEdit = useCan('JOB_U');
  const lines = job.lines.filter((line) => line.jobDetailType !== 'Subtotal');
  return (
    <RecordViewSection
      title={visitText.lines}
      action={
        mayEdit ? (
          <Button component={RouterLink} to={paths.jobsEdit(job.context)} size="small">
            {visitText.editJob}
          </Button>
        ) : null
      }
    >
      {lines.length === 0 ? (
        <Typography color="text.secondary">{visitText.noLines}</Typography>
      ) : (
        <Table size="small" aria-label={visitText.lines}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Price</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.context}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {line.name}
                  {line.description ? (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {line.description}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right">{line.priceDetail.quantity}</TableCell>
                <TableCell align="right">{formatMoney(line.priceDetail.price)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </RecordViewSection>
  );
}
