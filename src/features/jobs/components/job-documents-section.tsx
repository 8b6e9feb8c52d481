import Chip from '@mui/material/Chip';
import { SummaryTable, type SummaryTableColumn } from '@/components/data-table/summary-table';
import Typography from '@mui/material/Typography';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { jobEditorTourTargets } from '@/features/tour';
import { formatDate, formatMoney } from '@/lib/format';
import type { JobRecord } from '@/lib/schemas/job-schemas';
import { jobDocumentRows } from '../model/job-documents';

type DocumentRow = NonNullable<ReturnType<typeof jobDocumentRows>>[number];

const documentColumns: readonly SummaryTableColumn<DocumentRow>[] = [
  { id: 'date', header: 'Date', nowrap: true, cell: (row) => formatDate(row.date) },
  { id: 'document', header: 'Document', cell: (row) => row.name },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <>
        {row.status} {row.paid ? <Chip label="Paid" size="small" color="success" sx={{ ml: 0.5 }} /> : null}
      </>
    ),
  },
  { id: 'total', header: 'Total', align: 'right', cell: (row) => formatMoney(row.total) },
];

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
          <SummaryTable label="Documents" columns={documentColumns} rows={rows} rowKey={(row) => `${row.kind}-${row.context}`} />
        )}
      </RecordViewSection>
    </div>
  );
}
