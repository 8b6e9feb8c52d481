import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SummaryTable, type SummaryTableColumn } from '@/components/data-table/summary-table';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { DocumentActionMenu, documentTitle, eSignEPaySummary, isPaid, proposalOptionNote, proposalTotalText } from '@/features/documents';
import { jobEditorTourTargets } from '@/features/tour';
import { formatDate, formatMoney, localIsoDate } from '@/lib/format';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import type { JobRecord } from '@/lib/schemas/job-schemas';
import { jobDocumentRows } from '../model/job-documents';

function documentColumns(today: string): SummaryTableColumn<DocumentListItem>[] {
  return [
    { id: 'date', header: 'Date', nowrap: true, hideOnPhones: true, cell: (row) => formatDate(row.date) },
    {
      id: 'document',
      header: 'Document',
      breakWords: true,
      cell: (row) => (
        <>
          {`${documentTitle(row)}${row.name ? `: ${row.name}` : ''}`}
          {/* Good / better / best (issue 20): the options, or the one the customer chose. */}
          {proposalOptionNote(row) ? (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {proposalOptionNote(row)}
            </Box>
          ) : null}
          {/* Phones have no Date column: the date goes under the name. */}
          <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
            {formatDate(row.date)}
          </Box>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      // The Paid badge stands for the status of an invoice with nothing left to pay.
      cell: (row) => (isPaid(row) ? <Chip label="Paid" size="small" color="success" /> : row.status),
    },
    { id: 'esign', header: 'eSign/ePay', hideOnPhones: true, cell: (row) => eSignEPaySummary(row, today) },
    { id: 'total', header: 'Total', align: 'right', nowrap: true, cell: (row) => (row.kind === 'proposal' ? proposalTotalText(row) : formatMoney(row.total)) },
    { id: 'actions', header: 'Actions', align: 'center', width: 56, cell: (row) => <DocumentActionMenu document={row} where="job" /> },
  ];
}

/**
 * Spec 2 §2 Job documents on a job: the proposals, work orders and invoices the user may read, with
 * date, document, status, eSign/ePay summary, total and the action menu; an invoice with nothing
 * left to pay shows Paid. Shown only to users who may read a document type.
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
          <SummaryTable label="Documents" narrowOnPhones columns={documentColumns(localIsoDate(new Date()))} rows={rows} rowKey={(row) => `${row.kind}-${row.context}`} />
        )}
      </RecordViewSection>
    </div>
  );
}
