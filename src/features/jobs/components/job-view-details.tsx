import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Muted, RecordViewSection } from '@/components/record-view/record-view-section';
import { formatDiscountOff, formatTaxRate, formatUsd } from '@/lib/job-calculations';
import type { JobRecord } from '@/lib/schemas/job-schemas';
import { NO_JOB_DETAILS } from '../model/job-messages';
import { jobViewColumns, jobViewRows } from '../model/job-view-details';

/**
 * Spec 2 §2 Job view: the job details table (Invoice, Cost and Markup only when some line has them,
 * No Tax only when some line is non-taxable; Price, Qty, Total) and the footer totals.
 */
export function JobViewDetails({ job }: { job: Pick<JobRecord, 'jobDetailList' | 'totals' | 'discount' | 'taxOverride'> }) {
  const rows = jobViewRows(job.jobDetailList);
  const columns = jobViewColumns(job.jobDetailList);
  const totals: [string, string][] = [
    ['SUBTOTAL', formatUsd(job.totals.subtotal)],
    [job.discount ? `DISCOUNT ${formatDiscountOff(job.discount)}` : 'DISCOUNT', formatUsd(job.totals.discount)],
    [`TAX ${formatTaxRate(job.totals.taxRate)}`, formatUsd(job.totals.tax)],
    ['TOTAL', formatUsd(job.totals.total)],
  ];
  return (
    <RecordViewSection title="Job Details">
      {rows.length === 0 ? (
        <Muted>{NO_JOB_DETAILS}</Muted>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Job details">
            <TableHead>
              <TableRow>
                <TableCell>Description</TableCell>
                {columns.invoice ? <TableCell>Invoice</TableCell> : null}
                {columns.cost ? <TableCell align="right">Cost</TableCell> : null}
                {columns.markup ? <TableCell align="right">Markup</TableCell> : null}
                {columns.noTax ? <TableCell>No Tax</TableCell> : null}
                <TableCell align="right">Price</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.context} sx={row.type === 'Subtotal' ? { bgcolor: 'action.hover' } : undefined}>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {row.name}
                    </Typography>
                    {row.description ? (
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                        {row.description}
                      </Typography>
                    ) : null}
                  </TableCell>
                  {columns.invoice ? <TableCell>{row.invoice}</TableCell> : null}
                  {columns.cost ? <TableCell align="right">{row.cost}</TableCell> : null}
                  {columns.markup ? <TableCell align="right">{row.markup}</TableCell> : null}
                  {columns.noTax ? <TableCell>{row.noTax ? 'No Tax' : ''}</TableCell> : null}
                  <TableCell align="right">{row.price}</TableCell>
                  <TableCell align="right">{row.quantity}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: row.type === 'Subtotal' ? 600 : undefined }}>
                    {row.total}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Box component="dl" aria-label="Job totals" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) max-content', columnGap: 3, rowGap: 0.5, justifySelf: 'end', minWidth: 240 }}>
        {totals.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: label === 'TOTAL' ? 700 : 500 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: label === 'TOTAL' ? 700 : 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </RecordViewSection>
  );
}
