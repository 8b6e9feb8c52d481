import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { jobEditorTourTargets } from '@/features/tour';
import { formatDate, formatMoney } from '@/lib/format';
import type { JobRecord } from '@/lib/schemas/job-schemas';
import { jobDocumentRows } from '../model/job-documents';

/**
 * Spec 2 §2 Job documents on a job: the proposals, work orders and invoices the user may read, with
 * date, document, status and total; an invoice with nothing left to pay shows Paid. Shown only to
 * users who may read a document type.
 */
export function JobDocumentsSection({ job }: { job: Pick<JobRecord, 'proposalList' | 'workOrderList' | 'invoiceList'> }) {
  const rows = jobDocumentRows(job);
  if (rows === null) return null;
  return (
    <div data-tour={jobEditorTourTargets.documents}>
      <RecordViewSection title="Documents">
        {rows.length === 0 ? (
          <Typography color="text.secondary">No proposals, work orders or invoices have been created for this job.</Typography>
        ) : (
          <Table size="small" aria-label="Documents">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Document</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.kind}-${row.context}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>
                    {row.status} {row.paid ? <Chip label="Paid" size="small" color="success" sx={{ ml: 0.5 }} /> : null}
                  </TableCell>
                  <TableCell align="right">{formatMoney(row.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </RecordViewSection>
    </div>
  );
}
