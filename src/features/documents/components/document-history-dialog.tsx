import Typography from '@mui/material/Typography';
import { SummaryTable, type SummaryTableColumn } from '@/components/data-table/summary-table';
import { formatDateTime } from '@/lib/format';
import type { DocumentHistoryEntry, DocumentKind } from '@/lib/schemas/document-schemas';
import { useDocumentHistory } from '../api/get-document';
import { documentTexts } from '../model/document-texts';
import { DocumentReadDialog } from './document-read-dialog';

const columns: readonly SummaryTableColumn<DocumentHistoryEntry>[] = [
  { id: 'date', header: 'Date', nowrap: true, cell: (entry) => formatDateTime(entry.date) },
  { id: 'action', header: 'Action', cell: (entry) => entry.action },
  { id: 'description', header: 'Description', cell: (entry) => entry.description },
  { id: 'user', header: 'By', cell: (entry) => entry.userName },
];

/** History: created, status changes, sends, views, signatures and payments, each with who and when. */
export function DocumentHistoryDialog({ kind, context, title, onClose }: { kind: DocumentKind; context: string; title: string; onClose: () => void }) {
  const history = useDocumentHistory(kind, context);
  const heading = `${title} History`;
  return (
    <DocumentReadDialog titleId={`${context}-history-title`} heading={heading} loading={history.data === undefined} skeletonHeight={160} onClose={onClose}>
      {history.data?.length === 0 ? (
        <Typography color="text.secondary">{documentTexts.noHistory}</Typography>
      ) : (
        <SummaryTable label={heading} columns={columns} rows={history.data ?? []} rowKey={(entry) => `${entry.date}-${entry.action}-${entry.description}`} />
      )}
    </DocumentReadDialog>
  );
}
